//! Things files name: a control, a chart, a trace field. Each is an enum
//! whose names are the files' words ([`Name`]); a file's word is read into
//! [`Named`], the thing it names or the word as written, so that a checker
//! can say which word it does not know, in the reader's language, rather
//! than the file format's parser saying it in its own.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A thing with a name in files, one name each.
pub trait Name: Sized + Copy + 'static {
    /// Every one, in order.
    const ALL: &'static [Self];

    /// Its name in files.
    fn name(self) -> &'static str;

    /// The one of a name, if it names one.
    fn from_name(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|x| x.name() == name)
    }
}

/// A file's word for a `T`: the thing it names, or the word itself when it
/// names none (which the file's checker reports). Written back as the same
/// word, so that a file reads and writes byte for byte.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Named<T> {
    /// A name of a `T`.
    Known(T),
    /// A word that names no `T`.
    Unknown(String),
}

impl<T: Name> Named<T> {
    /// The word as written.
    pub fn name(&self) -> &str {
        match self {
            Self::Known(x) => x.name(),
            Self::Unknown(word) => word,
        }
    }

    /// The thing named, if the word names one.
    pub fn known(&self) -> Option<T> {
        match self {
            Self::Known(x) => Some(*x),
            Self::Unknown(_) => None,
        }
    }
}

impl<T: Name> From<T> for Named<T> {
    fn from(x: T) -> Self {
        Self::Known(x)
    }
}

impl<T: Name> From<&str> for Named<T> {
    fn from(word: &str) -> Self {
        T::from_name(word).map_or_else(|| Self::Unknown(word.to_owned()), Self::Known)
    }
}

impl<T: Name> Serialize for Named<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.name())
    }
}

impl<'de, T: Name> Deserialize<'de> for Named<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let word = String::deserialize(deserializer)?;
        Ok(Self::from(word.as_str()))
    }
}

#[cfg(test)]
mod tests {
    use super::Named;
    use crate::model::arch::Setting;
    use crate::model::lesson::{Chart, Highlight};
    use crate::model::oncall::{Control, Metric};

    #[test]
    fn a_word_reads_as_what_it_names_or_as_itself_and_writes_back_the_same() {
        let read = |text: &str| ron::from_str::<Highlight>(text).expect("reads");
        assert_eq!(
            read("Chart(\"cache-db\")"),
            Highlight::Chart(Named::Known(Chart::CacheDb))
        );
        assert_eq!(
            read("Metric(\"p99_secs\")"),
            Highlight::Metric(Metric::P99Secs.into())
        );
        assert_eq!(
            read("Control(\"ttl\")"),
            Highlight::Control(Control::Ttl.into())
        );
        assert_eq!(
            read("Setting(\"load.retries\")"),
            Highlight::Setting(Setting::LoadRetries.into())
        );
        assert_eq!(
            read("Setting(\"load.retry\")"),
            Highlight::Setting(Named::Unknown("load.retry".to_owned()))
        );
        assert_eq!(
            read("Chart(\"pie\")"),
            Highlight::Chart(Named::Unknown("pie".to_owned()))
        );
        for text in [
            "Chart(\"cache-db\")",
            "Chart(\"pie\")",
            "Metric(\"clock\")",
            "Control(\"rollback\")",
            "Setting(\"queue.workers\")",
        ] {
            assert_eq!(ron::to_string(&read(text)).expect("writes"), text);
        }
        assert!(ron::from_str::<Highlight>("Chart(3)").is_err());
    }
}
