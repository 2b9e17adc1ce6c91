//! Tests of the renderers as a whole.

mod secrecy;
