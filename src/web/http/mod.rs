//! HTTP plumbing: errors as pages or JSON, security headers, the request
//! log, health checks, the rendered-fragment and whole-page caches.

pub mod assets;
pub mod client;
pub mod codecs;
pub mod encoding;
pub mod errors;
pub mod form_token;
pub mod fragments;
pub mod health;
pub mod input;
pub mod language;
pub mod logging;
pub mod methods;
pub mod metrics;
pub mod pages;
pub mod renders;
pub mod respond;
pub mod scope;
pub mod security;
pub mod spliced;
