//! The rules of Halma and Embargo (work in progress).
