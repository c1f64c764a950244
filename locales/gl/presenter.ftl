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
app-shortcut-presenter = P: modo presentación activado ou desactivado
oncall-annotate = Anotar
oncall-annotation-label = Texto da anotación
oncall-note = Nota { $n }
oncall-chart-png = Gardar esta gráfica en PNG no cartafol das simulacións gardadas

# Presentar unha simulación a unha sala: as súas notas son os seus capítulos.
app-key-next-chapter = Presentación: seguinte capítulo (Avance de páxina dun mando)
app-key-previous-chapter = Presentación: capítulo anterior
app-key-blank = Presentación: pantalla negra ou non
app-key-scope-presenting = durante unha presentación (antes das teclas da lapela)
present-start = Presentar esta simulación
present-start-hint = Reproduce a simulación en modo presentación e detense en cada unha das súas notas, coa nota en grande sobre as gráficas. Avance de páxina segue, Retroceso de páxina volve, B ou . escurece a pantalla.
present-needs-run = Abre primeiro unha simulación gardada: unha presentación amosa unha simulación, coas súas notas como capítulos.
present-opening = A apertura
present-the-end = Fin
present-chapter-of = { $chapter } de { $chapters }
present-at-minute = min { $minute }
present-no-notes = Esta simulación non ten notas, así que se presenta nun só capítulo: a súa fin. Engade notas con N durante unha reprodución e garda, para contala por pasos.
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
oncall-notes-hint = As notas non cambian nada do que reproduce a simulación: durante unha reprodución gárdanse con toda a simulación. «Presentar esta simulación» fai delas os seus capítulos.
