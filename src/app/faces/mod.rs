//! What the faces (pages, API, CLI) call: `App`'s methods, one file per
//! room of `app`, each a named read or change run on a pooled connection
//! off the async threads (#41). The rooms themselves know nothing of `App`,
//! so no room and `App` import each other.

mod aars;
mod access;
mod accounts;
mod campaigns;
mod execute;
mod files;
mod history;
mod mail;
mod messages;
mod notes;
mod reports;
mod sessions;
mod story;
mod webhooks;
