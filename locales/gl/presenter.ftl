# Presentar: atallos de teclado para cada control, anotacións.

app-shortcut-min-instances = I / Maiús + I: unha instancia mínima máis / menos
app-shortcut-autoscaling = A: escalado automático activado ou desactivado
app-shortcut-target = U / Maiús + U: utilización obxectivo +5 / −5 puntos
app-shortcut-ttl = T / Maiús + T: TTL da caché duplicado / á metade
app-shortcut-warm-up = W: iniciar o quecemento da caché
app-shortcut-shed = S / Maiús + S: descartar 10 puntos máis / menos
app-shortcut-feature = F: funcionalidade pesada activada ou desactivada
app-shortcut-rollback = R: volver á última versión boa
app-shortcut-annotate = N: anotar as gráficas neste minuto
app-shortcut-presenter = P: modo presentador activado ou desactivado
oncall-annotate = Anotar
oncall-annotation-label = Texto da anotación
oncall-note = Nota { $n }
oncall-chart-png = Gardar esta gráfica en PNG no cartafol das simulacións gardadas

# Presentar unha simulación a unha sala: as súas notas son os seus capítulos.
app-key-next-chapter = Presentación: seguinte capítulo (Avance de páxina dun mando)
app-key-previous-chapter = Presentación: capítulo anterior
app-key-blank = Presentación: pantalla negra ou non
app-key-audience-window = Presentación: a xanela do público (unha segunda pantalla) ou non
app-key-pointer = Modo presentador: o punteiro láser ou non
app-key-scope-presenting = durante unha presentación (antes das teclas da lapela)
present-start = Presentar esta simulación
present-start-hint = Repite a simulación en modo presentador e detense en cada unha das súas notas, coa nota en grande sobre as gráficas. Avance de páxina segue, Retroceso de páxina volve, B ou . escurece a pantalla.
present-needs-run = Abre primeiro unha simulación gardada: unha presentación amosa unha simulación, coas súas notas como capítulos.
present-start-page-waits = A páxina de inicio agocharía a túa consola durante a presentación: preme primeiro en «Deixar de presentar».
present-opening = A apertura
present-the-end = Fin
present-chapter-of = { $chapter } de { $chapters }
present-at-minute = min { $minute }
present-no-notes = Esta simulación non ten notas, así que se presenta nun só capítulo: a súa fin. Engade notas con N durante unha repetición e garda, para contala por pasos.
present-console = Consola do presentador
present-now = Agora
present-next = Despois
present-nothing-next = Nada: esta é a fin.
present-elapsed = Presentación { $talk } · este capítulo { $chapter }
present-minute = Minuto { $minute } ({ $clock })
present-playing = Reproducindo ata o capítulo…
present-previous-button = ◀ Anterior
present-next-button = Seguinte ▶
present-blank-button = Pantalla negra
present-stop = Deixar de presentar
present-chapters = Capítulos
present-keys = Avance de páxina: seguinte · Retroceso de páxina: anterior · B ou .: pantalla negra. Durante unha presentación estas teclas van antes cás da lapela; Espazo segue a reproducir ou pausar.
app-key-name-page-down = Avance de páxina
app-key-name-page-up = Retroceso de páxina
oncall-notes = Notas ({ $count })
oncall-note-delete = Eliminar esta nota
oncall-notes-hint = As notas non cambian nada do que repite a simulación: durante unha repetición gárdanse con toda a simulación. «Presentar esta simulación» fai delas os seus capítulos.
oncall-speaker-notes-hint = Notas do presentador (a consola amósaas, a sala non)
present-speaker-notes = Notas do presentador
app-key-slower = Reprodución máis lenta (á metade)
app-key-faster = Reprodución máis rápida (ao dobre)
app-key-replay-start = Repetición: ao primeiro minuto
app-key-replay-end = Repetición: ao último minuto
app-key-go-to-minute = Repetición: ir a un minuto (escríbeo e preme Intro)
app-key-arch-slower = Arquitectura: reprodución máis lenta
app-key-arch-faster = Arquitectura: reprodución máis rápida
files-go-to-minute = Ir ao minuto (de 0 a { $minutes })
files-go-to-minute-refused = Un número enteiro de 0 a { $minutes }
app-presenter-keys = P: saír do modo presentador · Espazo: reproducir · − / +: velocidade · F1: todas as teclas
app-presenter-keys-talk = Avance de páxina: seguinte capítulo · Retroceso de páxina: volver · B: pantalla negra · P: saír do modo presentador
files-present-label = Presentar

# Unha imaxe animada dun treito dunha reprodución.
animation-export = Exportar animación…
animation-export-hint = Un GIF animado (ou imaxes PNG) dun treito desta simulación, unha imaxe por minuto, debuxada como a debuxa a xanela, para unha diapositiva.
animation-title = Animación da repetición
animation-from = Do minuto
animation-to = ao
animation-every = cada
animation-gif = Un GIF
animation-frames = Imaxes PNG
animation-frames-count = { $frames ->
    [one] 1 imaxe
   *[other] { $frames } imaxes
}{ $place ->
    [downloads] , descargadas
   *[folder] , no cartafol das simulacións gardadas
}
animation-export-button = Exportar
animation-close = Pechar
animation-saved = Animación gardada: { $path } ({ $frames } imaxes, { $size } píxeles)
animation-no-run = --gif e --frames debuxan unha simulación: engade --open SIMULACIÓN.
animation-no-output = --from, --to e --every fan unha animación: engade --gif FICHEIRO ou --frames CARTAFOL.
animation-every-zero = Fai falta polo menos 1 minuto entre dúas imaxes (deuse --every 0).
animation-from-after-to = O minuto de inicio { $from } está despois do último minuto, { $to }: o primeiro minuto debuxado non pode vir despois do último.
animation-past-end = O minuto { $to } está despois do final da simulación ({ $minutes } minutos).
animation-too-many = { $frames } imaxes son máis das { $max } que pode ter unha animación: colle unha imaxe cada poucos minutos, ou un treito máis curto.
animation-unwritable = Non se pode escribir { $path }: { $message }
animation-resized = A xanela cambiou de tamaño durante a exportación, e todas as imaxes deben ter o mesmo tamaño: non se gardou nada.
animation-cancelled = Cancelouse a exportación (Escape): non se gardou nada.
animation-encode = Non se puido codificar a animación: { $message }

# A sala: a súa propia xanela e o punteiro láser.
present-room = A sala
present-audience-window = Xanela do público
present-audience-window-hint = Unha segunda xanela para a sala (arrástraa ao proxector, ou ponla a pantalla completa alí): o titular, a lenda e as gráficas, nada máis, sen cursor do rato. A consola queda aquí.
present-audience-a-window = Como xanela
present-audience-full-screen = Pantalla completa na pantalla { $screen }
present-audience-screen-hint = As pantallas numéranse na orde que dá o sistema; unha pantalla que non está deixa a xanela onde está.
present-pointer = Punteiro láser
present-pointer-hint = No modo presentador o rato debuxa un punto vermello que se esvaece cando se detén, para que a sala vexa o que sinalas.
present-projector-theme = Tema de proxector (alto contraste)
