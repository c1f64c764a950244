## Les messages de la ligne de commande : les erreurs de clap, les valeurs
## que prennent les options, et ce que l’application refuse avant de
## tourner.

cli-error = erreur : { $message }
cli-warning = avertissement : { $message }
cli-usage = Utilisation : { $usage }
cli-more-help = Pour en savoir plus, ajoutez --help.
cli-did-you-mean = Vouliez-vous dire { $suggestion } ?
cli-list-or = { $first } ou { $last }
cli-unknown-argument = Argument inattendu « { $arg } ».
cli-invalid-subcommand = « { $arg } » n’est pas une commande ici.
cli-missing-subcommand = « { $arg } » attend une commande : { $values }.
cli-value-missing = { $arg } attend une valeur.
cli-invalid-value = « { $value } » n’est pas une valeur de { $arg } ; ses valeurs sont { $values }.
cli-value-not-valid = Valeur incorrecte « { $value } » pour { $arg }.
cli-value-refused = Valeur incorrecte « { $value } » pour { $arg } : { $problem }
cli-no-equals = { $arg } prend sa valeur après un signe égal.
cli-too-many-values = { $arg } ne prend pas d’autre valeur : « { $value } » est en trop.
cli-too-few-values = { $arg } prend au moins { $expected } valeurs, pas { $count }.
cli-wrong-number-of-values = { $arg } prend { $expected } valeurs, pas { $count }.
cli-given-twice = { $arg } ne se donne qu’une fois.
cli-conflict = { $arg } ne peut pas servir avec { $prior }.
cli-missing-argument = { $count ->
        [one] Il manque { $count } argument obligatoire : { $args }.
       *[other] Il manque ces arguments obligatoires : { $args }.
    }
cli-not-utf8 = Un argument n’est pas du texte valide (UTF-8).
cli-bad-arguments = La ligne de commande n’a pas pu être lue.

## Ce que doit être la valeur d’une option.

cli-expected-whole = on attend un nombre entier de { $min } à { $max }.
cli-expected-size = on attend LARGEURxHAUTEUR, chacune de { $min } à { $max }, par exemple 1366x768.
cli-unknown-language = langue inconnue ; on attend { $values }.
cli-unknown-scenario = scénario inconnu ; on attend { $values }.
cli-expected-timed = on attend MINUTE:COMMANDE[=VALEUR], par exemple 25:rollback.
cli-not-a-minute = « { $text } » n’est pas une minute (un nombre entier à partir de 0).

## Ce que l’application refuse avant de tourner, et ce qu’elle dit une
## fois le travail fait.

cli-window-options = { $count ->
        [0] Aucune option ne concerne la fenêtre.
        [one] { $options } concerne la fenêtre, pas une sous-commande : donnez-le sans sous-commande.
       *[other] { $options } concernent la fenêtre, pas une sous-commande : donnez-les sans sous-commande.
    }
cli-minute-past-scenario = --minute { $minute } est après la fin du scénario ({ $minutes } minutes) : { $path }
cli-minute-needs-run = --minute { $minute } demande une simulation à montrer : ajoutez --open FICHIER ou --scenario-file FICHIER.
cli-minute-past-run = --minute { $minute } est après la fin de la simulation ({ $minutes } minutes) : { $path }
cli-chapter = --chapter { $chapter } : { $path } a { $chapters ->
        [one] { $chapters } chapitre
       *[other] { $chapters } chapitres
    } (ses notes, ou sa fin s’il n’en a pas), numérotés à partir de 1.
cli-frames-written = { $frames ->
        [one] { $frames } image écrite : { $path }
       *[other] { $frames } images écrites : { $path }
    }
cli-arch-options = --config, --fix et --step concernent l’onglet architecture : ajoutez --tab arch.
cli-fix-not-needed = --fix : cette configuration passe déjà avec de la marge ; il n’y a rien à corriger.
cli-fix-not-found = --fix : aucun changement isolé ne passe avec de la marge (≤ 85 % d’utilisation au pic).
cli-manual-folder = Impossible de créer le dossier { $path } : { $message }
cli-manual-write = Impossible d’écrire le manuel dans { $path } : { $message }
cli-manual-written = Pages de manuel écrites dans { $path }
cli-do-after-end = --do { $text } : la minute { $minute } est après la fin de la simulation ({ $option }).
cli-check-no-traffic = La minute { $minute } n’a pas de trafic : il n’y a pas de file d’attente à simuler.
cli-check-no-workers = La minute { $minute } n’a aucune instance en service : chaque requête attend jusqu’au délai de 2 s, il n’y a pas de file d’attente à simuler.
cli-check-long = Simulation de { $total } requêtes (environ une seconde par 20 millions)…
cli-window-failed = La fenêtre n’a pas pu s’ouvrir : { $message }
cli-window-closed = La fenêtre s’est fermée avant que l’image soit prise.

## Ce que le système a dit d’un fichier, dans les mots de l’application
## (la suite dans app.ftl).

app-io-link-loop = le chemin tourne en boucle entre des liens symboliques
app-io-name-too-long = le nom est trop long
app-io-too-many-open = trop de fichiers sont ouverts
app-io-device = le disque n’a pas pu le lire ou l’écrire (erreur d’entrée-sortie)
app-io-quota = le quota du disque est épuisé
app-io-file-too-large = le fichier est trop grand pour ce disque
app-io-folder-not-empty = le dossier n’est pas vide
app-io-invalid-name = le nom n’est pas valide sur ce disque
app-io-invalid-path = le chemin ne désigne pas un fichier
app-io-busy = il est en cours d’utilisation
app-io-crosses-devices = il passerait sur un autre disque
app-io-too-many-links = il a trop de liens
app-io-stale = le fichier réseau n’est plus là
app-io-timed-out = le disque n’a pas répondu à temps
app-io-interrupted = l’opération a été interrompue
app-io-unsupported = le disque ne le permet pas
app-io-out-of-memory = la mémoire manque
app-io-unexpected-end = le fichier se termine trop tôt
app-io-other-code = le système a refusé (son erreur { $code })
app-io-other = le système a refusé sans dire pourquoi
app-io-left-behind = { $message } ; le fichier temporaire { $path } est resté

## Ce que doit être la valeur d’une décision.

oncall-expected-instances = un nombre entier d’instances
oncall-expected-on-off = on ou off
oncall-expected-no-value = aucune valeur
oncall-expected-share-half = une part comme 0.5
oncall-expected-share = une part comme 0.6
oncall-expected-seconds = des secondes
