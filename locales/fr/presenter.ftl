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

# Présenter une simulation à une salle : ses notes sont ses chapitres.
app-key-next-chapter = Présentation : chapitre suivant (Page suivante d’une télécommande)
app-key-previous-chapter = Présentation : chapitre précédent
app-key-blank = Présentation : écran noir ou non
app-key-scope-presenting = pendant une présentation (avant les touches de l’onglet)
present-start = Présenter cette simulation
present-start-hint = Rejoue la simulation en mode présentation et s’arrête à chacune de ses notes, la note en grand sur les graphiques. Page suivante avance, Page précédente recule, B ou . noircit l’écran.
present-needs-run = Ouvrez d’abord une simulation enregistrée : une présentation montre une simulation, ses notes pour chapitres.
present-opening = L’ouverture
present-the-end = Fin
present-chapter-of = { $chapter } sur { $chapters }
present-at-minute = min { $minute }
present-no-notes = Cette simulation n’a pas de notes : elle est présentée en un seul chapitre, sa fin. Ajoutez des notes avec N pendant une relecture, puis enregistrez, pour la raconter par étapes.
present-console = Console de l’orateur
present-now = Maintenant
present-next = Ensuite
present-nothing-next = Rien : c’est la fin.
present-elapsed = Présentation { $talk } · ce chapitre { $chapter }
present-minute = Minute { $minute } ({ $clock })
present-playing = Lecture jusqu’au chapitre…
present-previous-button = ◀ Précédent
present-next-button = Suivant ▶
present-blank-button = Écran noir
present-stop = Arrêter la présentation
present-chapters = Chapitres
present-keys = Page suivante : chapitre suivant · Page précédente : précédent · B ou . : écran noir. Pendant une présentation, ces touches passent avant celles de l’onglet ; Espace lance ou met toujours en pause.
app-key-name-page-down = Page suivante
app-key-name-page-up = Page précédente
oncall-notes = Notes ({ $count })
oncall-note-delete = Supprimer cette note
oncall-notes-hint = Les notes ne changent rien à ce que rejoue la simulation : pendant une relecture, elles sont enregistrées avec toute la simulation. « Présenter cette simulation » en fait ses chapitres.
