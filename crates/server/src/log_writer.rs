//! The log's writer: the lines of many requests gathered in memory and
//! written to standard output together by a thread of its own.
//!
//! A request's line costs an append to a shared buffer under a lock: no
//! allocation of its own, no message through a channel, and under load no
//! wake-up of the writing thread: on a quiet log it writes each line at once,
//! under load it takes what gathered every [`GATHER`], in one write.
//! Nothing is dropped: past [`HIGH_WATER`] bytes waiting, a line waits until
//! the thread has taken them. Dropping the [`LogGuard`] writes what is left.

use std::{
    io::Write,
    sync::{Arc, Condvar, Mutex, MutexGuard},
    thread::JoinHandle,
    time::Duration,
};

use tracing_subscriber::fmt::MakeWriter;

/// How long the writing thread lets lines gather after a [`BUSY`] write.
pub const GATHER: Duration = Duration::from_millis(20);

/// Bytes taken at once that mean the log is busy: the thread then lets lines
/// gather for [`GATHER`] before it looks again (a dozen lines or so: one
/// line, or a few, are written as they come).
pub const BUSY: usize = 2048;

/// Bytes waiting past which a line waits for the writing thread.
pub const HIGH_WATER: usize = 1 << 20;

/// How long the end of a command waits for the last lines to be written.
pub const LAST_WRITE: Duration = Duration::from_secs(2);

/// Hands lines to the writing thread (a [`MakeWriter`] for the log).
#[derive(Clone)]
pub struct LogWriter {
    shared: Arc<Shared>,
}

/// Stops the writing thread when dropped, after it wrote every line (or
/// after [`LAST_WRITE`]).
pub struct LogGuard {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

struct Shared {
    waiting: Mutex<Waiting>,
    /// The thread waits on it for lines; lines wait on it for room.
    changed: Condvar,
}

#[derive(Default)]
struct Waiting {
    lines: Vec<u8>,
    closed: bool,
    /// The thread wrote everything after `closed` and ended.
    done: bool,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Waiting> {
        // A line is appended whole or not at all: a panic elsewhere leaves
        // the buffer usable.
        self.waiting.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// The writer and its guard; the lines go to `out` (standard output in the
/// server) from a thread named `name`.
pub fn spawn(name: &str, out: impl Write + Send + 'static) -> (LogWriter, LogGuard) {
    let shared = Arc::new(Shared {
        waiting: Mutex::new(Waiting::default()),
        changed: Condvar::new(),
    });
    let thread = {
        let shared = shared.clone();
        std::thread::Builder::new()
            .name(name.to_owned())
            .spawn(move || write_lines(&shared, out))
            .expect("the log's thread starts")
    };
    (
        LogWriter {
            shared: shared.clone(),
        },
        LogGuard {
            shared,
            thread: Some(thread),
        },
    )
}

/// The writing thread: waits for a line, takes everything waiting and
/// writes it; when that was a [`BUSY`] lot, lets lines gather for
/// [`GATHER`] before it looks again; until closed and empty. So a line on a
/// quiet log is written at once, and under load the lines leave in one
/// write every [`GATHER`].
fn write_lines(shared: &Shared, mut out: impl Write) {
    let mut taken = Vec::new();
    loop {
        {
            let mut waiting = shared.lock();
            while waiting.lines.is_empty() && !waiting.closed {
                waiting = shared
                    .changed
                    .wait(waiting)
                    .unwrap_or_else(|e| e.into_inner());
            }
            if waiting.lines.is_empty() {
                // Closed, and everything written.
                waiting.done = true;
                drop(waiting);
                shared.changed.notify_all();
                return;
            }
            std::mem::swap(&mut taken, &mut waiting.lines);
        }
        // Lines that wait for room go on now.
        shared.changed.notify_all();
        // Nowhere to report a failed write: the log is the report.
        let _ = out.write_all(&taken);
        let _ = out.flush();
        let busy = taken.len() >= BUSY;
        taken.clear();
        if taken.capacity() > 4 * HIGH_WATER {
            taken = Vec::new();
        }
        if busy {
            // Woken early by a full buffer or by the end.
            let waiting = shared.lock();
            let _ = shared
                .changed
                .wait_timeout_while(waiting, GATHER, |w| !w.closed && w.lines.len() < HIGH_WATER)
                .unwrap_or_else(|e| e.into_inner());
        }
    }
}

impl Drop for LogGuard {
    /// Waits for the thread to write what is left, at most [`LAST_WRITE`]:
    /// an output that takes nothing more (a pipe nobody reads) must not keep
    /// the process from ending.
    fn drop(&mut self) {
        let mut waiting = self.shared.lock();
        waiting.closed = true;
        self.shared.changed.notify_all();
        let (waiting, _) = self
            .shared
            .changed
            .wait_timeout_while(waiting, LAST_WRITE, |w| !w.done)
            .unwrap_or_else(|e| e.into_inner());
        let done = waiting.done;
        drop(waiting);
        if let (true, Some(thread)) = (done, self.thread.take()) {
            let _ = thread.join();
        }
    }
}

/// One line (the formatter writes each event with one `write_all`).
pub struct Line<'a> {
    shared: &'a Shared,
}

impl Write for Line<'_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        let mut waiting = self.shared.lock();
        while waiting.lines.len() >= HIGH_WATER && !waiting.closed {
            waiting = self
                .shared
                .changed
                .wait(waiting)
                .unwrap_or_else(|e| e.into_inner());
        }
        let was_empty = waiting.lines.is_empty();
        waiting.lines.extend_from_slice(bytes);
        let full = waiting.lines.len() >= HIGH_WATER;
        drop(waiting);
        if was_empty || full {
            self.shared.changed.notify_all();
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl<'a> MakeWriter<'a> for LogWriter {
    type Writer = Line<'a>;

    fn make_writer(&'a self) -> Self::Writer {
        Line {
            shared: &self.shared,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the thread wrote, shared with the test.
    #[derive(Clone, Default)]
    struct Collected(Arc<Mutex<Vec<u8>>>);

    impl Write for Collected {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn every_line_is_written_whole_and_in_order_by_the_time_the_guard_is_dropped() {
        let out = Collected::default();
        let (writer, guard) = spawn("test-log", out.clone());
        let threads: Vec<_> = (0..4)
            .map(|t| {
                let writer = writer.clone();
                std::thread::spawn(move || {
                    for i in 0..20_000 {
                        // Long enough lines that the high-water mark is passed.
                        let line = format!("{t} {i} {}\n", "x".repeat(100));
                        writer.make_writer().write_all(line.as_bytes()).unwrap();
                    }
                })
            })
            .collect();
        for thread in threads {
            thread.join().unwrap();
        }
        drop(guard);
        let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
        let mut next = [0usize; 4];
        for line in text.lines() {
            let mut parts = line.split(' ');
            let t: usize = parts.next().unwrap().parse().unwrap();
            let i: usize = parts.next().unwrap().parse().unwrap();
            assert_eq!(i, next[t], "thread {t}'s lines in order, none lost");
            assert_eq!(parts.next().unwrap().len(), 100, "a line whole");
            next[t] += 1;
        }
        assert_eq!(next, [20_000; 4]);
    }

    #[test]
    fn a_line_reaches_the_output_without_the_guard_being_dropped() {
        let out = Collected::default();
        let (writer, _guard) = spawn("test-log", out.clone());
        writer.make_writer().write_all(b"one line\n").unwrap();
        // Written by the thread: wait for it, without a bound on how long a
        // loaded machine takes.
        while out.0.lock().unwrap().is_empty() {
            std::thread::sleep(GATHER);
        }
        assert_eq!(&*out.0.lock().unwrap(), b"one line\n");
    }

    /// An output that never takes the bytes (a pipe nobody reads).
    struct Stalled;

    impl Write for Stalled {
        fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
            loop {
                std::thread::park();
            }
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_stalled_output_does_not_keep_the_command_from_ending() {
        let (writer, guard) = spawn("test-log", Stalled);
        writer.make_writer().write_all(b"never written\n").unwrap();
        // Returns (after LAST_WRITE) although the thread is stuck writing.
        drop(guard);
    }
}
