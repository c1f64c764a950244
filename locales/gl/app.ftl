# Aplicación: título, lapelas, preferencias, axuda, ficheiros.

app-title = sre-sim
app-tab-oncall = De garda
app-tab-arch = Arquitectura
app-tab-reference = Referencia do modelo
app-language = Lingua
app-theme = Tema
app-theme-light = Claro
app-theme-dark = Escuro
app-theme-hint = O tema de proxector (na axuda, e na consola do presentador) ten alto contraste, en claro ou en escuro: branco puro sobre negro ou negro sobre branco, liñas e contornos máis grosos, para un proxector esvaído.
app-ui-scale = Tamaño da interface
app-presenter-mode = Modo presentador
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
app-settings-reset-help = Tema, tamaño da interface, modo presentador e lapela volven aos valores predeterminados (a lingua e as simulacións recentes quedan).
app-settings-reset-done = Axustes restablecidos aos valores predeterminados.
app-status-dismiss = Agochar esta mensaxe
app-status-earlier = { $count ->
        [one] 1 anterior
       *[other] { $count } anteriores
    }

## Os atallos, tal como os lista a axuda
app-key-play-pause = Reproducir ou pausar
app-key-step = Avanzar un minuto
app-key-min-instances-up = Unha instancia mínima máis
app-key-min-instances-down = Unha instancia mínima menos
app-key-autoscaling = Escalado automático activado ou non
app-key-target-up = Utilización obxectivo + 5 puntos
app-key-target-down = Utilización obxectivo − 5 puntos
app-key-ttl-up = TTL da caché duplicado
app-key-ttl-down = TTL da caché á metade
app-key-warm-up = Iniciar o quecemento da caché
app-key-shed-up = Descartar 10 puntos máis
app-key-shed-down = Descartar 10 puntos menos
app-key-feature = Funcionalidade pesada activada ou non
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
app-key-scope-arch = lapela Arquitectura
app-key-scope-reference = lapela Referencia do modelo
app-key-scope-debrief = lapela Balance
app-key-next-language = Seguinte lingua (inglés, francés, galego)

## Names of the keys in the shortcuts

app-key-name-ctrl = Ctrl
app-key-name-shift = Maiús
app-key-name-space = Espazo
app-key-name-enter = Intro
app-key-name-home = Inicio
app-key-name-end = Fin

## O que rexeitan os modelos, en palabras

arch-error-unknown-setting = Axuste descoñecido «{ $text }»; os axustes son { $expected }.
arch-error-unknown-stage = Capa descoñecida «{ $text }»; as capas son lb, app, cache, queue, db.
arch-error-not-an-assignment = «{ $text }» non ten a forma CAPA.AXUSTE=VALOR.
arch-error-not-a-number = { $setting } ten que ser un número, non «{ $text }».
arch-error-not-a-toggle = { $setting } ten que ser on ou off, non «{ $text }».
arch-error-not-finite = { $setting } ten que ser un número finito.
arch-error-not-whole = { $setting } ten que ser un número enteiro, non { $value }.
arch-error-out-of-range = { $setting } ten que estar entre { $min } e { $max }, non { $value }.
arch-error-unknown-remedy = Remedio descoñecido «{ $text }»; os remedios son { $expected }.
arch-error-slowdown-order = { $stage }.slow_to_s ({ $to } s) non pode ser anterior a { $stage }.slow_from_s ({ $from } s).
arch-error-sweep-points = Un varrido precisa entre { $min } e { $max } puntos, non { $value }.
oncall-error-out-of-range = { $setting } ten que estar entre { $min } e { $max }, non { $value }.
oncall-error-unknown-command = Orde descoñecida «{ $text }» (agardábase min-instances=N, autoscaling=on|off, target-utilization=0.6, ttl=SECS, warm-up, shed=0.5, feature=on|off ou rollback).
oncall-error-bad-value = «{ $text }» non é un valor para { $setting }: { $expected }.
oncall-error-out-of-order = A liña de tempo non está en orde: o minuto { $minute } vén despois do minuto { $previous }.
oncall-error-bad-command = A orde do minuto { $minute } non se pode usar: { $message }

## Imaxes da xanela

app-png-wrong-size = A xanela obtivo { $got } píxeles, non os { $wanted } pedidos (a pantalla é máis pequena?): non se gardou nada. Usa unha pantalla máis grande ou un --size máis pequeno.
app-png-blank = A imaxe está baleira ({ $width } × { $height } píxeles, unha soa cor): non se gardou nada.
app-png-size = A imaxe non ten o tamaño correcto: non se gardou nada.
app-png-write = Non se pode escribir a imaxe { $path }: { $message }

## O que di o sistema dos ficheiros

app-io-not-found = non existe ese ficheiro ou cartafol
app-io-permission-denied = permiso denegado
app-io-already-exists = xa existe
app-io-storage-full = o disco está cheo
app-io-read-only = o disco é só de lectura
app-io-is-a-folder = é un cartafol
app-io-not-a-folder = unha parte do camiño non é un cartafol
app-io-invalid-data = non é texto (UTF-8)
app-scenario-written-in = { $text } (escrito polo seu autor en { $language ->
        [fr] francés
        [gl] galego
       *[en] inglés
    })
app-drop-files = Solta un escenario para xogalo, ou unha simulación para repetila
app-internal-error = Un erro interno de sre-sim detivo ese traballo: { $message }. A xanela e a túa simulación consérvanse.
