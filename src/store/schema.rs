// Hand-maintained: only types that both SQLite and PostgreSQL map the same way.

diesel::table! {
    users (id) {
        id -> BigInt,
        email -> Text,
        display_name -> Text,
        password_hash -> Text,
        time_zone -> Text,
        is_admin -> Bool,
        created_at -> Timestamp,
        digest_hour -> Integer,
        calendar_token -> Nullable<Text>,
        cmbn_version -> Text,
        cmbn_modules -> Text,
        language -> Text,
    }
}

diesel::table! {
    api_tokens (id) {
        id -> BigInt,
        user_id -> BigInt,
        name -> Text,
        token_hash -> Text,
        created_at -> Timestamp,
        last_used_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    user_tokens (id) {
        id -> BigInt,
        user_id -> BigInt,
        purpose -> Text,
        token_hash -> Text,
        created_at -> Timestamp,
        expires_at -> Timestamp,
        used_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    campaigns (id) {
        id -> BigInt,
        name -> Text,
        map_id -> Text,
        version -> BigInt,
        created_at -> Timestamp,
        updated_at -> Timestamp,
        clock_at -> Nullable<Timestamp>,
        language -> Text,
    }
}

diesel::table! {
    campaign_states (campaign_id) {
        campaign_id -> BigInt,
        state_json -> Text,
    }
}

diesel::table! {
    campaign_drafts (campaign_id) {
        campaign_id -> BigInt,
        next_id -> BigInt,
        drafts_json -> Text,
        allied_seq -> BigInt,
        axis_seq -> BigInt,
    }
}

diesel::table! {
    memberships (id) {
        id -> BigInt,
        campaign_id -> BigInt,
        user_id -> BigInt,
        role -> Text,
        side -> Nullable<Text>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    events (id) {
        id -> BigInt,
        campaign_id -> BigInt,
        round -> Integer,
        side -> Text,
        phase -> Text,
        kind -> Text,
        actor_id -> Nullable<BigInt>,
        visibility -> Text,
        summary -> Text,
        payload -> Text,
        created_at -> Timestamp,
        inner_side -> Nullable<Text>,
        inner_summary -> Nullable<Text>,
        n_all -> BigInt,
        n_allies -> BigInt,
        n_axis -> BigInt,
        n_gm -> BigInt,
        said -> Nullable<Text>,
        inner_said -> Nullable<Text>,
    }
}

diesel::table! {
    snapshots (id) {
        id -> BigInt,
        campaign_id -> BigInt,
        label -> Text,
        state_json -> Text,
        undone -> Bool,
        created_at -> Timestamp,
    }
}

diesel::table! {
    outbox (id) {
        id -> BigInt,
        campaign_id -> Nullable<BigInt>,
        event_key -> Text,
        user_id -> Nullable<BigInt>,
        to_email -> Text,
        category -> Text,
        subject -> Text,
        body_text -> Text,
        body_html -> Text,
        status -> Text,
        attempts -> Integer,
        send_after -> Timestamp,
        last_error -> Text,
        created_at -> Timestamp,
        sent_at -> Nullable<Timestamp>,
        audience -> Nullable<Text>,
    }
}

diesel::table! {
    mail_prefs (user_id, category) {
        user_id -> BigInt,
        category -> Text,
        mode -> Text,
    }
}

diesel::table! {
    sessions (id) {
        id -> BigInt,
        key_hash -> Text,
        user_id -> BigInt,
        data -> Text,
        created_at -> Timestamp,
        last_seen_at -> Timestamp,
        user_agent -> Text,
        address -> Text,
    }
}

diesel::table! {
    messages (id) {
        id -> BigInt,
        campaign_id -> BigInt,
        channel -> Text,
        author_id -> BigInt,
        body -> Text,
        created_at -> Timestamp,
        edited_at -> Nullable<Timestamp>,
        deleted_at -> Nullable<Timestamp>,
        deleted_by -> Nullable<BigInt>,
        n -> BigInt,
    }
}

diesel::table! {
    message_reads (campaign_id, user_id, channel) {
        campaign_id -> BigInt,
        user_id -> BigInt,
        channel -> Text,
        last_read -> BigInt,
    }
}

diesel::table! {
    battle_aars (campaign_id, battle_id, side) {
        campaign_id -> BigInt,
        battle_id -> BigInt,
        side -> Text,
        author_id -> BigInt,
        body -> Text,
        updated_at -> Timestamp,
    }
}

diesel::table! {
    battle_files (id) {
        id -> BigInt,
        campaign_id -> BigInt,
        battle_id -> BigInt,
        uploader_id -> BigInt,
        side -> Nullable<Text>,
        name -> Text,
        kind -> Text,
        size -> BigInt,
        sha256 -> Text,
        gm_only -> Bool,
        created_at -> Timestamp,
    }
}

diesel::table! {
    file_chunks (file_id, seq) {
        file_id -> BigInt,
        seq -> Integer,
        data -> Binary,
    }
}

diesel::table! {
    file_uploads (id) {
        id -> BigInt,
        campaign_id -> BigInt,
        started_at -> Timestamp,
    }
}

diesel::table! {
    webhooks (id) {
        id -> BigInt,
        campaign_id -> BigInt,
        url -> Text,
        format -> Text,
        events -> Text,
        created_at -> Timestamp,
    }
}

diesel::joinable!(api_tokens -> users (user_id));
diesel::joinable!(sessions -> users (user_id));
diesel::joinable!(memberships -> users (user_id));
diesel::joinable!(memberships -> campaigns (campaign_id));
diesel::joinable!(campaign_states -> campaigns (campaign_id));
diesel::joinable!(campaign_drafts -> campaigns (campaign_id));
diesel::table! {
    notes (id) {
        id -> BigInt,
        campaign_id -> BigInt,
        author_id -> BigInt,
        kind -> Text,
        body -> Text,
        opens_round -> Nullable<Integer>,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::allow_tables_to_appear_in_same_query!(
    users,
    api_tokens,
    user_tokens,
    campaigns,
    campaign_states,
    campaign_drafts,
    memberships,
    events,
    snapshots,
    outbox,
    mail_prefs,
    sessions,
    messages,
    message_reads,
    battle_aars,
    battle_files,
    file_chunks,
    file_uploads,
    webhooks,
    notes
);
