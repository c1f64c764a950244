# Application : titre, onglets, préférences, aide, fichiers.

app-title = sre-sim
app-tab-oncall = De garde
app-tab-arch = Architecture
app-tab-reference = Référence du modèle
app-language = Langue
app-theme = Thème
app-theme-light = Clair
app-theme-dark = Sombre
app-theme-hint = Le thème projecteur (dans l’aide, et sur la console du présentateur) est à fort contraste, en clair ou en sombre : blanc pur sur noir ou noir sur blanc, traits et contours plus épais, pour un projecteur délavé.
app-ui-scale = Taille de l’interface
app-presenter-mode = Mode présentateur
app-help = Aide
app-shortcuts = Raccourcis clavier
app-shortcut-play-pause = Espace : lecture ou pause
app-shortcut-step = → : avancer d’une minute
app-shortcut-zoom-in = Ctrl + + : agrandir
app-shortcut-zoom-out = Ctrl + - : réduire
app-shortcut-zoom-reset = Ctrl + 0 : taille normale
app-shortcut-save = Ctrl + S : enregistrer la simulation
app-shortcut-open = Ctrl + O : ouvrir une simulation
app-save-run = Enregistrer la simulation…
app-open-run = Ouvrir une simulation…
app-recent-runs = Simulations récentes
app-example-runs = Simulations d’exemple
app-error-title = Un problème est survenu

## Réglages
app-settings-empty = Le fichier des réglages était vide : sre-sim a démarré avec les réglages par défaut : { $path }
app-settings-unreadable = Le fichier des réglages est illisible : sre-sim a démarré avec les réglages par défaut : { $path }
app-settings-reset = Réinitialiser les réglages
app-settings-reset-help = Thème, taille de l’interface, mode présentateur et onglet reviennent à leurs valeurs par défaut (la langue et les simulations récentes restent).
app-settings-reset-done = Réglages remis à leurs valeurs par défaut.
app-status-dismiss = Masquer ce message
app-status-earlier = { $count ->
        [one] { $count } précédent
       *[other] { $count } précédents
    }

## Les raccourcis, tels que l’aide les liste
app-key-play-pause = Lecture ou pause
app-key-step = Avancer d’une minute
app-key-min-instances-up = Une instance minimale de plus
app-key-min-instances-down = Une instance minimale de moins
app-key-autoscaling = Mise à l’échelle automatique activée ou non
app-key-target-up = Utilisation cible + 5 points
app-key-target-down = Utilisation cible − 5 points
app-key-ttl-up = TTL du cache doublé
app-key-ttl-down = TTL du cache divisé par deux
app-key-warm-up = Lancer le préchauffage du cache
app-key-shed-up = Délester 10 points de plus
app-key-shed-down = Délester 10 points de moins
app-key-feature = Fonctionnalité lourde activée ou non
app-key-rollback = Revenir à la dernière bonne version
app-key-annotate = Une note sur les graphiques à cette minute
app-key-presenter = Mode présentateur activé ou non
app-key-zoom-in = Interface plus grande
app-key-zoom-out = Interface plus petite
app-key-zoom-reset = Interface à 100 %
app-key-save = Enregistrer la simulation
app-key-open = Ouvrir une simulation
app-key-help = Afficher ou masquer cette liste
app-key-scope-everywhere = tous les onglets
app-key-scope-oncall = onglet De garde
app-key-scope-arch = onglet Architecture
app-key-scope-reference = onglet Référence du modèle
app-key-scope-debrief = onglet Bilan
app-key-next-language = Langue suivante (anglais, français, galicien)

## Names of the keys in the shortcuts

app-key-name-ctrl = Ctrl
app-key-name-shift = Maj
app-key-name-space = Espace
app-key-name-enter = Entrée
app-key-name-home = Début
app-key-name-end = Fin

## Ce que les modèles refusent, en mots

arch-error-unknown-setting = Réglage inconnu « { $text } » ; les réglages sont { $expected }.
arch-error-unknown-stage = Étage inconnu « { $text } » ; les étages sont lb, app, cache, queue, db.
arch-error-not-an-assignment = « { $text } » n’est pas de la forme ÉTAGE.RÉGLAGE=VALEUR.
arch-error-not-a-number = { $setting } doit être un nombre, pas « { $text } ».
arch-error-not-a-toggle = { $setting } doit valoir on ou off, pas « { $text } ».
arch-error-not-finite = { $setting } doit être un nombre fini.
arch-error-not-whole = { $setting } doit être un nombre entier, pas { $value }.
arch-error-out-of-range = { $setting } doit être compris entre { $min } et { $max }, pas { $value }.
arch-error-unknown-remedy = Remède inconnu « { $text } » ; les remèdes sont { $expected }.
arch-error-slowdown-order = { $stage }.slow_to_s ({ $to } s) ne doit pas précéder { $stage }.slow_from_s ({ $from } s).
arch-error-sweep-points = Un balayage demande entre { $min } et { $max } points, pas { $value }.
oncall-error-out-of-range = { $setting } doit être compris entre { $min } et { $max }, pas { $value }.
oncall-error-unknown-command = Commande inconnue « { $text } » (attendu : min-instances=N, autoscaling=on|off, target-utilization=0.6, ttl=SECS, warm-up, shed=0.5, feature=on|off ou rollback).
oncall-error-bad-value = « { $text } » n’est pas une valeur pour { $setting } : { $expected }.
oncall-error-out-of-order = La chronologie n’est pas dans l’ordre : la minute { $minute } vient après la minute { $previous }.
oncall-error-bad-command = La commande de la minute { $minute } ne peut pas être utilisée : { $message }

## Images de la fenêtre

app-png-wrong-size = La fenêtre a obtenu { $got } pixels, pas les { $wanted } demandés (l’écran est plus petit ?) : rien n’a été enregistré. Utilisez un écran plus grand, ou un --size plus petit.
app-png-blank = L’image est vide ({ $width } × { $height } pixels, une seule couleur) : rien n’a été enregistré.
app-png-size = L’image n’a pas la bonne taille : rien n’a été enregistré.
app-png-write = Impossible d’écrire l’image { $path } : { $message }

## Ce que dit le système des fichiers

app-io-not-found = ce fichier ou ce dossier n’existe pas
app-io-permission-denied = permission refusée
app-io-already-exists = il existe déjà
app-io-storage-full = le disque est plein
app-io-read-only = le disque est en lecture seule
app-io-is-a-folder = c’est un dossier
app-io-not-a-folder = une partie du chemin n’est pas un dossier
app-io-invalid-data = ce n’est pas du texte (UTF-8)
app-scenario-written-in = { $text } (écrit par son auteur en { $language ->
        [fr] français
        [gl] galicien
       *[en] anglais
    })
app-drop-files = Déposez un scénario pour le jouer, ou une simulation pour la rejouer
app-internal-error = Une erreur interne à sre-sim a arrêté ce travail : { $message }. La fenêtre et votre simulation sont conservées.
