# Aplicación: título, lapelas, preferencias, axuda, ficheiros.

app-title = sre-sim
app-tab-oncall = De garda
app-tab-arch = Arquitectura
app-tab-reference = Referencia do modelo
app-language = Idioma
app-theme = Tema
app-theme-light = Claro
app-theme-dark = Escuro
app-ui-scale = Tamaño da interface
app-presenter-mode = Modo presentación
app-help = Axuda
app-shortcuts = Atallos de teclado
app-shortcut-play-pause = Espazo: reproducir ou pausar
app-shortcut-step = →: avanzar un minuto
app-shortcut-zoom-in = Ctrl + +: ampliar
app-shortcut-zoom-out = Ctrl + -: reducir
app-shortcut-zoom-reset = Ctrl + 0: tamaño normal
app-shortcut-save = Ctrl + S: gardar a simulación
app-shortcut-open = Ctrl + O: abrir unha simulación
app-save-run = Gardar a simulación…
app-open-run = Abrir unha simulación…
app-recent-runs = Simulacións recentes
app-example-runs = Simulacións de exemplo
app-error-title = Algo saíu mal
