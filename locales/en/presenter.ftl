# Presenting: keyboard shortcuts for every control, annotations.

app-shortcut-min-instances = I / Shift + I: one more / one fewer minimum instance
app-shortcut-autoscaling = A: autoscaling on or off
app-shortcut-target = U / Shift + U: target utilization up / down 5 points
app-shortcut-ttl = T / Shift + T: cache TTL doubled / halved
app-shortcut-warm-up = W: start the cache warm-up job
app-shortcut-shed = S / Shift + S: shed 10 points more / less
app-shortcut-feature = F: heavy feature on or off
app-shortcut-rollback = R: roll back
app-shortcut-annotate = N: annotate the charts at this minute
app-shortcut-presenter = P: presenter mode on or off
oncall-annotate = Annotate
oncall-annotation-label = Annotation text
oncall-note = Note { $n }
oncall-chart-png = Save this chart as a PNG in the saves folder
