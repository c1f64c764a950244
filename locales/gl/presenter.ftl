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
