# Présenter : raccourcis clavier pour chaque commande, annotations.

app-shortcut-min-instances = I / Maj + I : une instance minimum de plus / de moins
app-shortcut-autoscaling = A : mise à l’échelle automatique activée ou désactivée
app-shortcut-target = U / Maj + U : utilisation cible +5 / −5 points
app-shortcut-ttl = T / Maj + T : TTL du cache doublé / divisé par deux
app-shortcut-warm-up = W : lancer le préchauffage du cache
app-shortcut-shed = S / Maj + S : délester 10 points de plus / de moins
app-shortcut-feature = F : fonctionnalité lourde activée ou désactivée
app-shortcut-rollback = R : revenir à la dernière bonne version
app-shortcut-annotate = N : annoter les graphiques à cette minute
app-shortcut-presenter = P : mode présentation activé ou désactivé
oncall-annotate = Annoter
oncall-annotation-label = Texte de l’annotation
oncall-note = Note { $n }
oncall-chart-png = Enregistrer ce graphique en PNG dans le dossier des sauvegardes
