//! HTTP plumbing: errors as pages or JSON, security headers, the request
//! log, health checks, the rendered-fragment caches.

pub mod errors;
pub mod fragments;
pub mod health;
pub mod logging;
pub mod security;
