//! CSV as every export writes it: quoting by the `csv` crate, and each cell
//! made safe for a spreadsheet and a terminal ([`crate::model::csv_cell`]),
//! so a name read from a file is never run as a formula and never splits a
//! row.

/// A CSV document being written, a row at a time.
pub struct Csv {
    writer: csv::Writer<Vec<u8>>,
}

impl Default for Csv {
    fn default() -> Self {
        Self::new()
    }
}

impl Csv {
    /// An empty document (rows end with `\n`, rows may differ in length).
    pub fn new() -> Self {
        Self {
            writer: csv::WriterBuilder::new()
                .terminator(csv::Terminator::Any(b'\n'))
                .flexible(true)
                .from_writer(Vec::new()),
        }
    }

    /// Writes one row, each cell made safe.
    pub fn row<I, S>(&mut self, cells: I)
    where
        I: IntoIterator<Item = S>,
        S: AsRef<str>,
    {
        let cells: Vec<String> = cells
            .into_iter()
            .map(|cell| crate::model::csv_cell(cell.as_ref()).into_owned())
            .collect();
        // Writing to memory, with rows of any length allowed, cannot fail.
        if let Err(err) = self.writer.write_record(&cells) {
            log::error!("a CSV row could not be written: {err}");
        }
    }

    /// The document written.
    pub fn finish(self) -> String {
        match self.writer.into_inner() {
            // Every cell was a `str`, so the bytes are UTF-8.
            Ok(bytes) => String::from_utf8(bytes)
                .unwrap_or_else(|err| String::from_utf8_lossy(err.as_bytes()).into_owned()),
            Err(err) => {
                log::error!("a CSV document could not be finished: {err}");
                String::new()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Csv;

    #[test]
    fn cells_are_quoted_and_made_safe() {
        let mut csv = Csv::new();
        csv.row(["file", "author", "score"]);
        csv.row(["a,b.ron", "=HYPERLINK(\"http://evil\",\"x\")", "-3.5"]);
        csv.row(["two\nlines", "\u{1b}[2J", "+SUM(A1)"]);
        assert_eq!(
            csv.finish(),
            "file,author,score\n\
             \"a,b.ron\",\"'=HYPERLINK(\"\"http://evil\"\",\"\"x\"\")\",-3.5\n\
             \"two\nlines\",\\u{1b}[2J,'+SUM(A1)\n"
        );
    }
}
