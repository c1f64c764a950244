//! The keyboard shortcuts: one table that both drives the key handling and
//! writes the help, so the two cannot drift apart. Each entry maps a key to
//! the action it produces and the tab where it applies.

use egui::{Key, KeyboardShortcut, Modifiers};

use super::Tab;

/// What a shortcut asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum KeyAction {
    /// Play or pause the clock (live or replay).
    PlayPause,
    /// Advance one minute.
    Step,
    /// One more minimum instance.
    MinInstancesUp,
    /// One fewer minimum instance.
    MinInstancesDown,
    /// Autoscaling on or off.
    ToggleAutoscaling,
    /// Target utilization up 5 points.
    TargetUp,
    /// Target utilization down 5 points.
    TargetDown,
    /// Cache TTL doubled.
    TtlUp,
    /// Cache TTL halved.
    TtlDown,
    /// Start the cache warm-up job.
    WarmUp,
    /// Shed 10 points more.
    ShedUp,
    /// Shed 10 points less.
    ShedDown,
    /// Heavy feature on or off.
    ToggleFeature,
    /// Roll back to the last good build.
    Rollback,
    /// A note on the charts at this minute.
    Annotate,
    /// Presenter mode on or off.
    Presenter,
    /// Larger interface.
    ZoomIn,
    /// Smaller interface.
    ZoomOut,
    /// Interface at 100 %.
    ZoomReset,
    /// Save the run.
    Save,
    /// Open a run.
    Open,
    /// Show or hide the shortcuts.
    Help,
    /// Show or hide the start page (the lessons, the incidents).
    StartPage,
    /// The next language (English → French → Galician → English).
    NextLanguage,
    /// Architecture: run the path (and play it).
    ArchRun,
    /// Architecture: play or pause the playback.
    ArchPlayPause,
    /// Architecture: one step forward.
    ArchStepForward,
    /// Architecture: one step back.
    ArchStepBack,
    /// Architecture: before the first step.
    ArchStart,
    /// Architecture: the last step.
    ArchEnd,
    /// Architecture: find the smallest fix.
    ArchFix,
    /// Architecture: apply the fix found and play it.
    ArchApplyFix,
    /// Play slower (half the speed).
    Slower,
    /// Play faster (twice the speed).
    Faster,
    /// A replay: to its opening minute.
    ReplayStart,
    /// A replay: to its last minute.
    ReplayEnd,
    /// A replay: go to a minute (a box to type it in).
    GoToMinute,
    /// Architecture: play slower.
    ArchSlower,
    /// Architecture: play faster.
    ArchFaster,
    /// Presenting: on to the next chapter.
    NextChapter,
    /// Presenting: back to the previous chapter.
    PreviousChapter,
    /// Presenting: black screen on or off.
    Blank,
    /// Presenting: the audience window (a second screen) on or off.
    AudienceWindow,
    /// Presenter mode's laser pointer on or off.
    Pointer,
}

impl KeyAction {
    /// The Fluent id of what it does, as the help lists it.
    pub fn help_id(self) -> &'static str {
        match self {
            Self::PlayPause => "app-key-play-pause",
            Self::Step => "app-key-step",
            Self::MinInstancesUp => "app-key-min-instances-up",
            Self::MinInstancesDown => "app-key-min-instances-down",
            Self::ToggleAutoscaling => "app-key-autoscaling",
            Self::TargetUp => "app-key-target-up",
            Self::TargetDown => "app-key-target-down",
            Self::TtlUp => "app-key-ttl-up",
            Self::TtlDown => "app-key-ttl-down",
            Self::WarmUp => "app-key-warm-up",
            Self::ShedUp => "app-key-shed-up",
            Self::ShedDown => "app-key-shed-down",
            Self::ToggleFeature => "app-key-feature",
            Self::Rollback => "app-key-rollback",
            Self::Annotate => "app-key-annotate",
            Self::Presenter => "app-key-presenter",
            Self::ZoomIn => "app-key-zoom-in",
            Self::ZoomOut => "app-key-zoom-out",
            Self::ZoomReset => "app-key-zoom-reset",
            Self::Save => "app-key-save",
            Self::Open => "app-key-open",
            Self::Help => "app-key-help",
            Self::StartPage => "app-key-start-page",
            Self::NextLanguage => "app-key-next-language",
            Self::ArchRun => "app-key-arch-run",
            Self::ArchPlayPause => "app-key-arch-play-pause",
            Self::ArchStepForward => "app-key-arch-step-forward",
            Self::ArchStepBack => "app-key-arch-step-back",
            Self::ArchStart => "app-key-arch-start",
            Self::ArchEnd => "app-key-arch-end",
            Self::ArchFix => "app-key-arch-fix",
            Self::ArchApplyFix => "app-key-arch-apply-fix",
            Self::Slower => "app-key-slower",
            Self::Faster => "app-key-faster",
            Self::ReplayStart => "app-key-replay-start",
            Self::ReplayEnd => "app-key-replay-end",
            Self::GoToMinute => "app-key-go-to-minute",
            Self::ArchSlower => "app-key-arch-slower",
            Self::ArchFaster => "app-key-arch-faster",
            Self::NextChapter => "app-key-next-chapter",
            Self::PreviousChapter => "app-key-previous-chapter",
            Self::Blank => "app-key-blank",
            Self::AudienceWindow => "app-key-audience-window",
            Self::Pointer => "app-key-pointer",
        }
    }

    /// Does it change the on-call run's controls (refused while replaying)?
    pub fn is_control(self) -> bool {
        !matches!(
            self,
            Self::PlayPause
                | Self::Step
                | Self::Annotate
                | Self::Presenter
                | Self::ZoomIn
                | Self::ZoomOut
                | Self::ZoomReset
                | Self::Save
                | Self::Open
                | Self::Help
                | Self::StartPage
                | Self::NextLanguage
                | Self::ArchRun
                | Self::ArchPlayPause
                | Self::ArchStepForward
                | Self::ArchStepBack
                | Self::ArchStart
                | Self::ArchEnd
                | Self::ArchFix
                | Self::ArchApplyFix
                | Self::NextChapter
                | Self::PreviousChapter
                | Self::Blank
                | Self::AudienceWindow
                | Self::Pointer
                | Self::Slower
                | Self::Faster
                | Self::ReplayStart
                | Self::ReplayEnd
                | Self::GoToMinute
                | Self::ArchSlower
                | Self::ArchFaster
        )
    }
}

/// Where a shortcut applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// On every tab.
    Everywhere,
    /// On this tab only.
    Tab(Tab),
    /// While a run is presented (these keys are taken first: they win over
    /// the tab's, and do nothing otherwise).
    Presenting,
}

impl Scope {
    /// Does it apply on `tab`, presenting or not?
    pub fn applies(self, tab: Tab, presenting: bool) -> bool {
        match self {
            Self::Everywhere => true,
            Self::Tab(t) => t == tab,
            Self::Presenting => presenting,
        }
    }
}

/// One row of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shortcut {
    /// The key and its modifiers.
    pub keys: KeyboardShortcut,
    /// What it does.
    pub action: KeyAction,
    /// Where.
    pub scope: Scope,
}

const fn row(modifiers: Modifiers, key: Key, action: KeyAction, scope: Scope) -> Shortcut {
    Shortcut {
        keys: KeyboardShortcut::new(modifiers, key),
        action,
        scope,
    }
}

const ONCALL: Scope = Scope::Tab(Tab::Oncall);
const ARCH: Scope = Scope::Tab(Tab::Arch);
const ANY: Scope = Scope::Everywhere;
const PRESENTING: Scope = Scope::Presenting;
const NONE: Modifiers = Modifiers::NONE;
const SHIFT: Modifiers = Modifiers::SHIFT;
const CMD: Modifiers = Modifiers::COMMAND;

/// Every shortcut, in the order the help lists them. A chord with Shift
/// comes before the same key without (egui matches a plain key with Shift
/// held too), and both are matched in this order.
pub const SHORTCUTS: &[Shortcut] = &[
    row(NONE, Key::PageDown, KeyAction::NextChapter, PRESENTING),
    row(NONE, Key::PageUp, KeyAction::PreviousChapter, PRESENTING),
    row(NONE, Key::B, KeyAction::Blank, PRESENTING),
    row(NONE, Key::Period, KeyAction::Blank, PRESENTING),
    row(NONE, Key::V, KeyAction::AudienceWindow, PRESENTING),
    row(NONE, Key::Space, KeyAction::PlayPause, ONCALL),
    row(NONE, Key::ArrowRight, KeyAction::Step, ONCALL),
    row(SHIFT, Key::I, KeyAction::MinInstancesDown, ONCALL),
    row(NONE, Key::I, KeyAction::MinInstancesUp, ONCALL),
    row(NONE, Key::A, KeyAction::ToggleAutoscaling, ONCALL),
    row(SHIFT, Key::U, KeyAction::TargetDown, ONCALL),
    row(NONE, Key::U, KeyAction::TargetUp, ONCALL),
    row(SHIFT, Key::T, KeyAction::TtlDown, ONCALL),
    row(NONE, Key::T, KeyAction::TtlUp, ONCALL),
    row(NONE, Key::W, KeyAction::WarmUp, ONCALL),
    row(SHIFT, Key::S, KeyAction::ShedDown, ONCALL),
    row(NONE, Key::S, KeyAction::ShedUp, ONCALL),
    row(NONE, Key::F, KeyAction::ToggleFeature, ONCALL),
    row(NONE, Key::R, KeyAction::Rollback, ONCALL),
    row(NONE, Key::N, KeyAction::Annotate, ONCALL),
    // Speed and position: keys every layout reaches without AltGr.
    row(NONE, Key::Minus, KeyAction::Slower, ONCALL),
    row(NONE, Key::Plus, KeyAction::Faster, ONCALL),
    row(NONE, Key::Equals, KeyAction::Faster, ONCALL),
    row(NONE, Key::Home, KeyAction::ReplayStart, ONCALL),
    row(NONE, Key::End, KeyAction::ReplayEnd, ONCALL),
    row(NONE, Key::G, KeyAction::GoToMinute, ONCALL),
    row(NONE, Key::Minus, KeyAction::ArchSlower, ARCH),
    row(NONE, Key::Plus, KeyAction::ArchFaster, ARCH),
    row(NONE, Key::Equals, KeyAction::ArchFaster, ARCH),
    row(NONE, Key::Enter, KeyAction::ArchRun, ARCH),
    row(NONE, Key::Space, KeyAction::ArchPlayPause, ARCH),
    row(NONE, Key::ArrowRight, KeyAction::ArchStepForward, ARCH),
    row(NONE, Key::ArrowLeft, KeyAction::ArchStepBack, ARCH),
    row(NONE, Key::Home, KeyAction::ArchStart, ARCH),
    row(NONE, Key::End, KeyAction::ArchEnd, ARCH),
    row(NONE, Key::F, KeyAction::ArchFix, ARCH),
    row(NONE, Key::A, KeyAction::ArchApplyFix, ARCH),
    row(NONE, Key::P, KeyAction::Presenter, ANY),
    row(NONE, Key::L, KeyAction::Pointer, ANY),
    row(CMD, Key::Plus, KeyAction::ZoomIn, ANY),
    row(CMD, Key::Equals, KeyAction::ZoomIn, ANY),
    row(CMD, Key::Minus, KeyAction::ZoomOut, ANY),
    row(CMD, Key::Num0, KeyAction::ZoomReset, ANY),
    row(CMD, Key::S, KeyAction::Save, ANY),
    row(CMD, Key::O, KeyAction::Open, ANY),
    row(CMD, Key::L, KeyAction::NextLanguage, ANY),
    row(NONE, Key::F1, KeyAction::Help, ANY),
    row(NONE, Key::F2, KeyAction::StartPage, ANY),
];

/// Does the shortcut need the keyboard to be free of text fields? (A
/// chord with Ctrl works while typing; a plain key types a letter.)
fn needs_free_keyboard(keys: KeyboardShortcut) -> bool {
    !keys.modifiers.command
        && !keys.modifiers.ctrl
        && !matches!(keys.logical_key, Key::F1 | Key::F2)
}

/// Takes this frame's presses of every shortcut that applies on `tab`, in
/// table order, each press counted (a burst of three `I` in one frame is
/// three presses). `typing`: a text field has the keyboard, so plain keys
/// are left to it.
pub fn take_presses(
    input: &mut egui::InputState,
    tab: Tab,
    presenting: bool,
    typing: bool,
) -> Vec<KeyAction> {
    let mut actions = Vec::new();
    for shortcut in SHORTCUTS {
        if !shortcut.scope.applies(tab, presenting)
            || (typing && needs_free_keyboard(shortcut.keys))
        {
            continue;
        }
        let keys = shortcut.keys;
        // Exact modifiers: Shift+I must not also count as I, and Ctrl+S not as S.
        let mut count = 0;
        input.events.retain(|event| {
            let is_match = matches!(
                event,
                egui::Event::Key { key, modifiers, pressed: true, .. }
                    if *key == keys.logical_key && modifiers_match(*key, *modifiers, keys.modifiers)
            );
            count += usize::from(is_match);
            !is_match
        });
        actions.extend(std::iter::repeat_n(shortcut.action, count));
    }
    actions
}

/// Is this press one of the app's shortcuts that a browser would act on
/// itself (Ctrl+L to its address bar, Ctrl + and Ctrl − to its zoom, F1
/// to its help, Page Down and Home to scrolling; eframe takes Space)? The web edition takes
/// those keys first, so that every shortcut the help lists works there.
/// Plain letters are left alone: the page's text box needs them to type.
pub fn browser_would_take(key: Key, modifiers: Modifiers) -> bool {
    let command = modifiers.command || modifiers.ctrl || modifiers.mac_cmd;
    let browser_key = command
        || matches!(
            key,
            Key::F1 | Key::F2 | Key::PageUp | Key::PageDown | Key::Home | Key::End
        );
    browser_key
        && SHORTCUTS.iter().any(|shortcut| {
            shortcut.keys.logical_key == key
                && modifiers_match(key, modifiers, shortcut.keys.modifiers)
        })
}

/// Are the pressed modifiers the shortcut's (Ctrl and ⌘ alike)? Shift
/// counts only for letters: a symbol such as + needs Shift to be typed on
/// many layouts, and Ctrl + = works with or without it.
fn modifiers_match(key: Key, pressed: Modifiers, wanted: Modifiers) -> bool {
    let command = |m: Modifiers| m.command || m.ctrl || m.mac_cmd;
    let letter = key
        .symbol_or_name()
        .chars()
        .all(|c| c.is_ascii_alphabetic())
        && key.symbol_or_name().len() == 1;
    command(pressed) == command(wanted)
        && pressed.alt == wanted.alt
        && (pressed.shift == wanted.shift || command(wanted) || !letter)
}

/// The shortcuts of one action, written for a person ("Shift+I"), each
/// key's and modifier's name from `name` (the language's words for the
/// keys that have one, e.g. "Space", "Shift"; symbols for the others). On
/// a Mac the modifiers are its symbols, written before the key as its menus
/// do ("⌘S", "⇧I"): Ctrl there is ⌘.
pub fn chords_text(action: KeyAction, mac: bool, name: impl Fn(&str) -> String) -> String {
    SHORTCUTS
        .iter()
        .filter(|s| s.action == action)
        .map(|s| chord_text(s.keys, mac, &name))
        .collect::<Vec<_>>()
        .join(" / ")
}

/// One chord: "Ctrl+S", "Shift+I", "Space", "→"; on a Mac "⌘S", "⇧I".
fn chord_text(keys: KeyboardShortcut, mac: bool, name: &impl Fn(&str) -> String) -> String {
    let symbols = egui::ModifierNames::SYMBOLS;
    let mut parts = Vec::new();
    if keys.modifiers.command || keys.modifiers.ctrl || keys.modifiers.mac_cmd {
        parts.push(if mac {
            symbols.mac_cmd.to_owned()
        } else {
            name("ctrl")
        });
    }
    if keys.modifiers.shift {
        parts.push(if mac {
            symbols.shift.to_owned()
        } else {
            name("shift")
        });
    }
    parts.push(match keys.logical_key {
        Key::Space => name("space"),
        Key::Enter => name("enter"),
        Key::Home => name("home"),
        Key::End => name("end"),
        Key::PageDown => name("page-down"),
        Key::PageUp => name("page-up"),
        Key::ArrowLeft => "←".to_owned(),
        Key::ArrowRight => "→".to_owned(),
        Key::Plus => "+".to_owned(),
        Key::Equals => "=".to_owned(),
        Key::Minus => "−".to_owned(),
        key => key.symbol_or_name().to_owned(),
    });
    if mac {
        let key = parts.pop().unwrap_or_default();
        // Symbols before a key read as one; before a word ("⌘ Space"), a gap.
        let gap = if key.chars().count() > 1 && !parts.is_empty() {
            " "
        } else {
            ""
        };
        format!("{}{gap}{key}", parts.concat())
    } else {
        parts.join("+")
    }
}

/// Where an action's keys apply.
pub fn scope_of(action: KeyAction) -> Scope {
    SHORTCUTS
        .iter()
        .find(|s| s.action == action)
        .map_or(Scope::Everywhere, |s| s.scope)
}

/// Every action, once, in table order (for the help).
pub fn actions() -> Vec<KeyAction> {
    let mut seen = Vec::new();
    for s in SHORTCUTS {
        if !seen.contains(&s.action) {
            seen.push(s.action);
        }
    }
    seen
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_web_edition_takes_the_keys_a_browser_would_act_on_and_no_letter() {
        let ctrl = Modifiers::CTRL;
        let cmd = Modifiers {
            ctrl: true,
            command: true,
            ..Modifiers::NONE
        };
        let mac = Modifiers {
            mac_cmd: true,
            command: true,
            ..Modifiers::NONE
        };
        // The app's chords and keys the browser would otherwise keep.
        for (modifiers, key) in [
            (ctrl, Key::L),
            (mac, Key::L),
            (cmd, Key::Plus),
            (cmd.plus(Modifiers::SHIFT), Key::Plus),
            (cmd, Key::Minus),
            (cmd, Key::Num0),
            (cmd, Key::S),
            (cmd, Key::O),
            (NONE, Key::F1),
            (NONE, Key::F2),
            (NONE, Key::PageDown),
            (NONE, Key::PageUp),
            (NONE, Key::Home),
            (NONE, Key::End),
        ] {
            assert!(browser_would_take(key, modifiers), "{modifiers:?} {key:?}");
        }
        // Not the app's (copy, a new tab, reload), or a letter typed.
        for (modifiers, key) in [
            (ctrl, Key::C),
            (ctrl, Key::T),
            (ctrl, Key::R),
            (NONE, Key::L),
            (NONE, Key::S),
            (SHIFT, Key::I),
            (NONE, Key::F5),
            (NONE, Key::Space),
        ] {
            assert!(!browser_would_take(key, modifiers), "{modifiers:?} {key:?}");
        }
    }

    fn press(modifiers: Modifiers, key: Key) -> egui::Event {
        egui::Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers,
        }
    }

    #[test]
    fn every_press_counts_and_shift_is_told_apart() {
        let mut input = egui::InputState::default();
        input.events = vec![
            press(NONE, Key::I),
            press(NONE, Key::I),
            press(NONE, Key::I),
            press(SHIFT, Key::I),
            press(CMD, Key::S),
        ];
        let actions = take_presses(&mut input, Tab::Oncall, false, false);
        let count = |a| actions.iter().filter(|x| **x == a).count();
        assert_eq!(count(KeyAction::MinInstancesUp), 3);
        assert_eq!(count(KeyAction::MinInstancesDown), 1);
        assert_eq!(count(KeyAction::Save), 1);
        assert_eq!(count(KeyAction::ShedUp), 0, "Ctrl+S is not S");
        assert!(input.events.is_empty());
    }

    #[test]
    fn on_call_keys_apply_on_their_tab_only() {
        let mut input = egui::InputState::default();
        input.events = vec![press(NONE, Key::I), press(NONE, Key::P)];
        let actions = take_presses(&mut input, Tab::Arch, false, false);
        assert_eq!(actions, vec![KeyAction::Presenter]);
    }

    #[test]
    fn typing_keeps_letters_for_the_text_field() {
        let mut input = egui::InputState::default();
        input.events = vec![press(NONE, Key::I), press(CMD, Key::S)];
        let actions = take_presses(&mut input, Tab::Oncall, false, true);
        assert_eq!(actions, vec![KeyAction::Save]);
        assert_eq!(input.events.len(), 1);
    }

    #[test]
    fn a_symbol_typed_with_shift_still_counts() {
        // + is Shift+= on US and French keyboards: the press carries Shift.
        let mut input = egui::InputState::default();
        input.events = vec![press(Modifiers::SHIFT, Key::Plus)];
        let actions = take_presses(&mut input, Tab::Oncall, false, false);
        assert_eq!(actions, [KeyAction::Faster]);
        // A letter with Shift is another key: Shift+I is not I.
        input.events = vec![press(Modifiers::SHIFT, Key::I)];
        let actions = take_presses(&mut input, Tab::Oncall, false, false);
        assert_eq!(actions, [KeyAction::MinInstancesDown]);
    }

    #[test]
    fn every_action_has_a_key_and_no_chord_is_taken_twice() {
        for (k, a) in SHORTCUTS.iter().enumerate() {
            for b in &SHORTCUTS[k + 1..] {
                assert!(
                    !(a.keys == b.keys && a.scope == b.scope),
                    "{:?} twice",
                    a.keys
                );
            }
        }
        assert_eq!(actions().len(), 44);
    }

    #[test]
    fn chords_are_written_as_each_system_writes_them() {
        let name = |key: &str| match key {
            "ctrl" => "Ctrl".to_owned(),
            "shift" => "Maj".to_owned(),
            "space" => "Espace".to_owned(),
            other => other.to_owned(),
        };
        assert_eq!(chords_text(KeyAction::Save, false, name), "Ctrl+S");
        assert_eq!(chords_text(KeyAction::Save, true, name), "⌘S");
        assert_eq!(
            chords_text(KeyAction::MinInstancesDown, false, name),
            "Maj+I"
        );
        assert_eq!(chords_text(KeyAction::MinInstancesDown, true, name), "⇧I");
        assert_eq!(chords_text(KeyAction::PlayPause, true, name), "Espace");
        for action in actions() {
            let mac = chords_text(action, true, name);
            assert!(
                !mac.contains("Ctrl") && !mac.contains("Maj"),
                "{action:?}: {mac}"
            );
        }
    }
}
