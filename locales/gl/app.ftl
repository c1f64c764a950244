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

## Axustes
app-settings-empty = O ficheiro de axustes estaba baleiro: sre-sim comezou cos axustes predeterminados: { $path }
app-settings-unreadable = Non se puido ler o ficheiro de axustes: sre-sim comezou cos axustes predeterminados: { $path }
app-settings-reset = Restablecer os axustes
app-settings-reset-help = Tema, escala, modo presentador e lapela volven aos valores predeterminados (a lingua e as simulacións recentes quedan).
app-settings-reset-done = Axustes restablecidos aos valores predeterminados.
app-status-dismiss = Agochar esta mensaxe
app-status-earlier = { $count ->
        [one] 1 mensaxe anterior (pase o rato para lela)
       *[other] { $count } mensaxes anteriores (pase o rato para lelas)
    }

## Os atallos, tal como os lista a axuda
app-key-play-pause = Reproducir ou pausar
app-key-step = Avanzar un minuto
app-key-min-instances-up = Unha instancia mínima máis
app-key-min-instances-down = Unha instancia mínima menos
app-key-autoscaling = Autoescalado activado ou non
app-key-target-up = Utilización obxectivo + 5 puntos
app-key-target-down = Utilización obxectivo − 5 puntos
app-key-ttl-up = TTL da caché duplicado
app-key-ttl-down = TTL da caché á metade
app-key-warm-up = Iniciar o quecemento da caché
app-key-shed-up = Descartar 10 puntos máis
app-key-shed-down = Descartar 10 puntos menos
app-key-feature = Función pesada activada ou non
app-key-rollback = Volver á última versión boa
app-key-annotate = Unha nota nas gráficas neste minuto
app-key-presenter = Modo presentador activado ou non
app-key-zoom-in = Interface máis grande
app-key-zoom-out = Interface máis pequena
app-key-zoom-reset = Interface ao 100 %
app-key-save = Gardar a simulación
app-key-open = Abrir unha simulación
app-key-help = Amosar ou agochar esta lista
app-key-scope-everywhere = todas as lapelas
app-key-scope-oncall = lapela De garda
app-key-next-language = Seguinte lingua (inglés, francés, galego)
