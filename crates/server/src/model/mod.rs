//! The things the site talks about, as plain data shared by the store, the
//! domain and the pages.

pub mod result;
