//! sre-sim in a browser: the page calls this crate's start, which runs the
//! same app as the desktop on the page's `<canvas id="sre_sim_canvas">`.
//! Built only for wasm32 (`web/build.sh`); on the desktop it is empty.

#[cfg(target_arch = "wasm32")]
mod entry {
    use wasm_bindgen::JsCast as _;
    use wasm_bindgen::prelude::wasm_bindgen;

    /// Starts the app on the page's canvas; a failure (no WebGL) is shown
    /// on the page instead of a blank canvas.
    #[wasm_bindgen(start)]
    pub fn start() {
        wasm_bindgen_futures::spawn_local(async {
            let Some(document) = web_sys::window().and_then(|w| w.document()) else {
                return;
            };
            // The page's address: a link's file and parameters are opened
            // from it, and "Copy link" points at this page.
            let location = web_sys::window().map(|w| w.location());
            let page_address = location.as_ref().and_then(|l| l.href().ok());
            let page = location
                .as_ref()
                .and_then(|l| Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?)));
            take_app_keys();
            let Some(canvas) = document
                .get_element_by_id("sre_sim_canvas")
                .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok())
            else {
                show_failure("no canvas sre_sim_canvas on the page");
                return;
            };
            let result = eframe::WebRunner::new()
                .start(
                    canvas,
                    eframe::WebOptions::default(),
                    Box::new(move |cc| {
                        let mut app = sre_sim::shell::from_creation_context(cc);
                        if let Some(page) = page {
                            app.settings.web_address = page;
                        }
                        if let Some(address) = page_address {
                            app.open_link(&address);
                        }
                        Ok(Box::new(app))
                    }),
                )
                .await;
            if let Err(error) = result {
                show_failure(&format!("{error:?}"));
            }
        });
    }

    /// Takes the app's shortcuts that the browser would act on itself
    /// (Ctrl+L, Ctrl + and −, F1, Page Down…) before it does: a listener
    /// on the window, in the capture phase, stops the browser's action
    /// and leaves the key to the app (eframe's own listener still sees it).
    fn take_app_keys() {
        use eframe::egui;
        let Some(window) = web_sys::window() else {
            return;
        };
        let listener =
            wasm_bindgen::closure::Closure::<dyn FnMut(_)>::new(|event: web_sys::KeyboardEvent| {
                let Some(key) = egui::Key::from_name(&event.key()) else {
                    return;
                };
                let modifiers = egui::Modifiers {
                    alt: event.alt_key(),
                    ctrl: event.ctrl_key(),
                    shift: event.shift_key(),
                    mac_cmd: event.meta_key(),
                    command: event.ctrl_key() || event.meta_key(),
                };
                if sre_sim::app::keys::browser_would_take(key, modifiers) {
                    event.prevent_default();
                }
            });
        let taken = window.add_event_listener_with_callback_and_bool(
            "keydown",
            listener.as_ref().unchecked_ref(),
            true,
        );
        if taken.is_ok() {
            // It listens for as long as the page lives.
            listener.forget();
        }
    }

    /// Hands a failure to the page's `sreSimShowProblem`, which says it in
    /// the page's language instead of leaving a blank canvas.
    fn show_failure(detail: &str) {
        let Some(window) = web_sys::window() else {
            return;
        };
        let Ok(show) = js_sys::Reflect::get(&window, &"sreSimShowProblem".into()) else {
            return;
        };
        if let Ok(show) = show.dyn_into::<js_sys::Function>() {
            let _ = show.call2(&window, &"failed".into(), &detail.into());
        }
    }
}
