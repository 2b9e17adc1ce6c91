#![forbid(unsafe_code)]
//! Bocage: Combat Mission meta-campaigns on the Axis & Allies D-Day map.

pub mod app;
pub mod cli;
pub mod config;
pub mod error;
pub mod hooks;
pub mod mail;
pub mod render;
pub mod rules;
pub mod startup;
pub mod store;
pub mod telemetry;
pub mod web;

#[cfg(test)]
mod parser_props;
