# Présenter : raccourcis clavier pour chaque commande, annotations.

app-shortcut-min-instances = I / Maj + I : une instance minimum de plus / de moins
app-shortcut-autoscaling = A : mise à l’échelle automatique activée ou désactivée
app-shortcut-target = U / Maj + U : utilisation cible +5 / −5 points
app-shortcut-ttl = T / Maj + T : TTL du cache doublé / divisé par deux
app-shortcut-warm-up = W : lancer le préchauffage du cache
app-shortcut-shed = S / Maj + S : délester 10 points de plus / de moins
app-shortcut-feature = F : fonctionnalité lourde activée ou désactivée
app-shortcut-rollback = R : revenir à la dernière bonne version
app-shortcut-annotate = N : annoter les graphiques à cette minute
app-shortcut-presenter = P : mode présentateur activé ou désactivé
oncall-annotate = Annoter
oncall-annotation-label = Texte de l’annotation
oncall-note = Note { $n }
oncall-chart-png = Enregistrer ce graphique en PNG dans le dossier des sauvegardes

# Présenter une simulation à une salle : ses notes sont ses chapitres.
app-key-next-chapter = Présentation : chapitre suivant (Page suivante d’une télécommande)
app-key-previous-chapter = Présentation : chapitre précédent
app-key-blank = Présentation : écran noir ou non
app-key-audience-window = Présentation : la fenêtre du public (un second écran) ou non
app-key-pointer = Mode présentateur : le pointeur laser ou non
app-key-scope-presenting = pendant une présentation (avant les touches de l’onglet)
present-start = Présenter cette simulation
present-start-hint = Rejoue la simulation en mode présentateur et s’arrête à chacune de ses notes, la note en grand sur les graphiques. Page suivante avance, Page précédente recule, B ou . noircit l’écran.
present-needs-run = Ouvrez d’abord une simulation enregistrée : une présentation montre une simulation, ses notes pour chapitres.
present-start-page-waits = La page d’accueil cacherait votre console pendant la présentation : cliquez d’abord sur « Arrêter la présentation ».
present-opening = L’ouverture
present-the-end = Fin
present-chapter-of = { $chapter } sur { $chapters }
present-at-minute = min { $minute }
present-no-notes = Cette simulation n’a pas de notes : elle est présentée en un seul chapitre, sa fin. Ajoutez des notes avec N pendant un rejeu, puis enregistrez, pour la raconter par étapes.
present-console = Console du présentateur
present-now = Maintenant
present-next = Ensuite
present-nothing-next = Rien : c’est la fin.
present-elapsed = Présentation { $talk } · ce chapitre { $chapter }
present-minute = Minute { $minute } ({ $clock })
present-playing = Lecture jusqu’au chapitre…
present-previous-button = ◀ Précédent
present-next-button = Suivant ▶
present-blank-button = Écran noir
present-stop = Arrêter la présentation
present-chapters = Chapitres
present-keys = Page suivante : chapitre suivant · Page précédente : précédent · B ou . : écran noir. Pendant une présentation, ces touches passent avant celles de l’onglet ; Espace lance ou met toujours en pause.
app-key-name-page-down = Page suivante
app-key-name-page-up = Page précédente
oncall-notes = Notes de la simulation ({ $count })
oncall-note-delete = Supprimer cette note
oncall-notes-hint = Les notes ne changent rien à ce que rejoue la simulation : pendant un rejeu, elles sont enregistrées avec toute la simulation. « Présenter cette simulation » en fait ses chapitres.
oncall-speaker-notes-hint = Notes de l’orateur (la console les montre, pas la salle)
present-speaker-notes = Notes de l’orateur
app-key-slower = Lecture plus lente (deux fois moins vite)
app-key-faster = Lecture plus rapide (deux fois plus vite)
app-key-replay-start = Rejeu : à la première minute
app-key-replay-end = Rejeu : à la dernière minute
app-key-go-to-minute = Rejeu : aller à une minute (la taper, puis Entrée)
app-key-arch-slower = Architecture : lecture plus lente
app-key-arch-faster = Architecture : lecture plus rapide
files-go-to-minute = Aller à la minute (0 à { $minutes })
files-go-to-minute-refused = Un nombre entier de 0 à { $minutes }
app-presenter-keys = P : quitter le mode présentateur · Espace : lecture · − / + : vitesse · F1 : toutes les touches
app-presenter-keys-talk = Page suivante : chapitre suivant · Page précédente : retour · B : écran noir · P : quitter le mode présentateur
files-present-label = Présenter

# Une image animée d’un passage d’une relecture.
animation-export = Exporter une animation…
animation-export-hint = Un GIF animé (ou des images PNG) d’un passage de cette simulation, une image par minute, dessinée comme la fenêtre la dessine, pour une diapositive.
animation-title = Animation du rejeu
animation-from = De la minute
animation-to = à
animation-every = toutes les
animation-gif = Un GIF
animation-frames = Images PNG
animation-frames-count = { $frames ->
    [one] { $frames } image
   *[other] { $frames } images
}{ $place ->
    [downloads] , téléchargées
   *[folder] , dans le dossier des sauvegardes
}
animation-export-button = Exporter
animation-close = Fermer
animation-saved = Animation enregistrée : { $path } ({ $frames } images, { $size } pixels)
animation-no-run = --gif et --frames dessinent une simulation : ajoutez --open SIMULATION.
animation-no-output = --from, --to et --every font une animation : ajoutez --gif FICHIER ou --frames DOSSIER.
animation-every-zero = Il faut au moins 1 minute entre deux images (--every 0 a été donné).
animation-from-after-to = La minute de début { $from } est après la dernière minute, { $to } : la première minute dessinée ne peut pas venir après la dernière.
animation-past-end = La minute { $to } est après la fin de la simulation ({ $minutes } minutes).
animation-too-many = { $frames } images, c’est plus que les { $max } qu’une animation peut avoir : prenez une image toutes les quelques minutes, ou un passage plus court.
animation-unwritable = Impossible d’écrire { $path } : { $message }
animation-resized = La fenêtre a changé de taille pendant l’export, et toutes les images doivent avoir la même taille : rien n’a été enregistré.
animation-cancelled = L’export a été annulé (Échap) : rien n’a été enregistré.
animation-encode = L’animation n’a pas pu être encodée : { $message }

# La salle : sa propre fenêtre et le pointeur laser.
present-room = La salle
present-audience-window = Fenêtre du public
present-audience-window-hint = Une seconde fenêtre pour la salle (glissez-la sur le projecteur, ou mettez-la en plein écran là) : le titre, la légende et les graphiques, rien d’autre, sans curseur de souris. La console reste ici.
present-audience-a-window = En fenêtre
present-audience-full-screen = Plein écran sur l’écran { $screen }
present-audience-screen-hint = Les écrans sont numérotés dans l’ordre que donne le système ; un écran absent laisse la fenêtre où elle est.
present-pointer = Pointeur laser
present-pointer-hint = En mode présentateur, la souris dessine un point rouge qui s’efface quand elle s’arrête : la salle voit ce que vous montrez.
present-projector-theme = Thème projecteur (fort contraste)
