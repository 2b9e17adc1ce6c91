//! The pages: the account pages, invitations, mail preferences and the
//! calendar feed, sessions, and everything under `/campaigns/{id}`; the
//! page frame (`layout`), labels, and refilling a refused form.

pub mod account;
pub mod address;
pub mod board;
pub mod campaign;
pub mod invite;
pub mod language;
pub mod layout;
pub mod mailpages;
pub mod refill;
pub mod rules;
pub mod sessions;
