//! HTTP plumbing: errors as pages or JSON, security headers, the request
//! log, health checks, the rendered-fragment caches.

pub mod assets;
pub mod encoding;
pub mod errors;
pub mod fragments;
pub mod health;
pub mod input;
pub mod logging;
pub mod metrics;
pub mod respond;
pub mod scope;
pub mod security;
