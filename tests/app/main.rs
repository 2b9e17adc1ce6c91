//! Integration tests: one binary, a fresh app and database per test, on
//! SQLite and (with BOCAGE_TEST_POSTGRES_URL) on PostgreSQL.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

pub mod helpers;

mod absences;
mod accounts;
mod api;
mod board;
mod browser;
mod browser_files;
mod browser_live;
mod browser_people;
mod browser_phone;
mod browser_story;
mod browser_surface;
mod campaign;
mod campaigns;
mod catalogue;
mod cli;
mod clock;
mod corrections;
mod crash;
mod drills;
mod drills_pg;
mod files;
mod forms;
mod golden;
mod instances;
mod kept;
mod kept_pages;
mod live;
mod logs;
mod mail;
mod matrix;
mod messages;
mod notes;
mod openapi;
mod outside;
mod pages;
mod play;
mod problems;
mod ready;
mod registry;
mod relay;
mod report;
mod robustness;
mod roles;
mod rulings;
mod seats;
mod secrecy;
mod sessions;
mod setup;
mod story;
mod turn_clock;
mod turns;
mod upgrade;
mod webhooks;
