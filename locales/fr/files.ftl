# Les simulations comme fichiers : enregistrement, ouverture, rejeu, comparaison, restauration.

files-title = Simulations
files-save-to-folder = Enregistrer dans le dossier des sauvegardes
files-saves-folder = Dossier des sauvegardes
files-no-saves = Aucune simulation enregistrée pour l’instant.
files-nothing-to-save = Rien à enregistrer pour l’instant : jouez d’abord au moins une minute (Espace lance la lecture).
files-scenario-unchanged = « { $name } » se joue déjà et son fichier n’a pas changé : la simulation continue.
files-saved = Fichier enregistré : { $path }
files-opened = Fichier ouvert : { $path }
files-replaying = Rejeu de { $name } : minute { $minute } sur { $minutes }
files-scrubber = Minute du rejeu
files-take-over = Reprendre la main ici
files-take-over-help = Abandonne les décisions postérieures à cette minute et reprend en direct à partir d’ici.
files-stop-replay = Arrêter le rejeu
files-ghost = Garder comme fantôme
files-ghost-help = Garde cette simulation sur les graphiques sous forme de fantôme gris pendant que vous rejouez le même scénario avec la même graine.
files-clear-ghost = Retirer le fantôme
files-ghost-label = fantôme
files-restore-title = Reprendre la dernière simulation ?
files-restore-body = Votre dernière simulation a été enregistrée automatiquement au fil du jeu. Reprenez-la là où elle s’est arrêtée, ou abandonnez-la.
files-restore = Restaurer
files-discard = Abandonner
files-summary = { $scenario }, graine { $seed } : { $minutes } min, budget restant { $budget }, coût { $cost }, pire p99 { $p99 }
files-problems = Fichiers qui n’ont pas pu être lus
files-dialog-hint = Si aucune boîte de dialogue de fichier ne s’ouvre, utilisez les listes ci-dessous ou lancez sre-sim --open FICHIER.
files-browser-hint = Dans un navigateur, Enregistrer la simulation… la télécharge et Ouvrir une simulation… choisit un fichier sur cet ordinateur ; on peut aussi déposer une simulation sur la page.

run-error-empty = Le fichier est vide.
run-error-not-text = Le fichier n’est pas du texte (l’octet { $byte } n’est pas de l’UTF-8).
run-error-expected = { $expects ->
        [comma-or-end] une virgule ou un crochet fermant
        [colon] deux-points après le nom du champ
        [value] une valeur
        [whole-number] un nombre entier
        [smaller-number] un nombre dans les limites du champ
        [number] un nombre
        [true-or-false] true ou false
        [text] un texte entre guillemets droits
        [list] une liste entre [ ]
        [group] un groupe de champs entre ( )
        [field-name] un nom de champ
        [missing-field] le champ « { $names } », qui manque,
        [field-once] le champ « { $names } » une seule fois
        [one-of] l’un de { $names }
        [end] la fin du document
        [less-nesting] moins d’imbrication (128 niveaux au plus)
       *[other] autre chose
    }
run-error-document = { $document ->
        [lesson] un fichier de leçon
        [scenario] un fichier de scénario
        [architecture] une configuration d’architecture
       *[run] un fichier de simulation
    }
run-error-not-ron = Le fichier n’est pas du RON : ligne { $line }, colonne { $column }, on attendait { $expected-words }, mais le fichier contient « { $found } ».
run-error-wrong-shape = Le fichier n’est pas { $document-words } : ligne { $line }, colonne { $column }, on attendait { $expected-words }, mais le fichier contient « { $found } ».
run-error-wrong-document = C’est { $found ->
        [lesson] un fichier de leçon (suivez-la depuis la page d’accueil, ou déposez-le sur la fenêtre ; notez des simulations avec sre-sim lesson grade)
        [scenario] un fichier de scénario (jouez-le avec sre-sim oncall --scenario-file FICHIER, ou depuis le menu des scénarios)
        [architecture] une configuration d’architecture (ouvrez-la avec sre-sim arch --config FICHIER, ou dans l’onglet Architecture)
       *[run] un fichier de simulation (ouvrez-le avec sre-sim replay FICHIER, ou sre-sim --open FICHIER)
    }, pas { $document-words }.
run-error-truncated = Le fichier se termine trop tôt (ligne { $line }, colonne { $column }) : il a été tronqué.
run-error-unknown-field = Champ inconnu « { $field } » à la ligne { $line }, colonne { $column }.
run-error-newer-version = Le fichier est au format version { $found }, mais cette version de sre-sim ne lit que jusqu’à la version { $supported }. Mettez sre-sim à jour pour l’ouvrir.
run-error-unknown-scenario = Scénario inconnu « { $name } ».
run-error-other-lesson = La simulation nomme la leçon « { $name } » mais contient la leçon « { $found } ».
run-error-bad-seed = La graine « { $text } » n’est pas un nombre entier compris entre 0 et 4294967295.
run-error-unknown-command = Commande inconnue « { $text } » à la minute { $minute }.
run-error-bad-command = Commande incorrecte « { $text } » à la minute { $minute } : valeur attendue { $expected }.
run-error-out-of-range = À la minute { $minute }, { $name } vaut { $value } : la valeur doit être comprise entre { $min } et { $max }.
run-error-out-of-order = La chronologie n’est pas dans l’ordre : la minute { $minute } vient après la minute { $previous }.
run-error-command-after-end = Une commande à la minute { $minute } arrive après la fin de la simulation (minute { $minutes }).
run-error-too-long = La simulation dure { $minutes } minutes, alors que { $max } minutes au plus sont autorisées.
run-error-initial-settings = Le réglage initial { $setting } vaut { $stored }, mais le scénario commence avec { $expected }.
run-error-summary-mismatch = Le résumé du fichier ne correspond pas à son rejeu : { $figure } vaut { $stored } dans le fichier et { $replayed } au rejeu.
run-error-other-model = Cette simulation a été enregistrée avec la version { $found } du modèle ; ce sre-sim calcule avec la version { $current }, elle se rejoue donc autrement que le résumé enregistré. Le rejeu montre ce que le modèle actuel fait des mêmes décisions.
run-error-minute-beyond-end = La minute { $minute } se situe après la fin de la simulation (minute { $minutes }).
run-error-arch-setting = { $message }
run-error-encode = La simulation n’a pas pu être écrite en RON : { $message }
run-error-read = Impossible de lire le fichier : { $message }
run-error-folder-write = Impossible d’écrire dans ce dossier : { $message }
run-error-write = Impossible d’écrire le fichier : { $message }
run-error-not-durable = Le fichier est écrit, mais son dossier n’a pas pu être vidé sur le disque ({ $message }) : une coupure de courant pourrait encore le perdre.
run-error-too-large = Le fichier fait { $bytes } octets, alors { $document ->
        [lesson] qu’un fichier de leçon
        [scenario] qu’un fichier de scénario
        [architecture] qu’une configuration d’architecture
        [progress] qu’un fichier de progression
        [run] qu’un fichier de simulation
       *[other] qu’un fichier lu par sre-sim
    } fait au plus { $max } octets.
run-error-not-a-file = Ce n’est pas un fichier mais { $what ->
        [folder] un dossier
        [named-pipe] un tube nommé
        [device] un périphérique
        [socket] une socket
       *[other] autre chose
    } ; seuls les fichiers ordinaires sont lus.
run-error-no-data-dir = Ce système n’a pas de dossier de données utilisateur où enregistrer.
run-error-in-file = { $message } ({ $path })

arch-save-config = Enregistrer la configuration…
arch-open-config = Ouvrir une configuration…
arch-save-config-to-folder = Enregistrer dans le dossier des configurations
arch-configs-folder = Dossier des configurations
files-kept-unsaved = La simulation en cours a été gardée dans le dossier des sauvegardes (voir la liste) : { $path }
files-take-over-first = Ceci est un rejeu : appuyez sur « Reprendre la main ici » pour changer les réglages.
files-no-dialog-open = Aucune boîte de dialogue de fichiers ne peut s’ouvrir sur ce système : choisissez une simulation dans la liste.
files-no-dialog-open-arch = Aucune boîte de dialogue de fichiers ne peut s’ouvrir sur ce système : choisissez une configuration dans la liste de cet onglet.
files-restored = La dernière simulation est de retour, en pause là où elle s’était arrêtée.
files-autosave-failed = L’enregistrement automatique a échoué : { $message }
run-error-bad-scenario = Le scénario n’est pas valide : { $problem }
files-scenario-error-format = le format est { $found } ; cette version de sre-sim lit le format de scénario { $supported }.
files-scenario-error-out-of-range = { $field } vaut { $value }, mais doit être entre { $min } et { $max }.
files-scenario-error-invalid = { $field } vaut « { $value } », mais doit être { $expected }.
files-scenario-error-after-end = { $field } est à la minute { $minute }, après la fin du scénario (minute { $length }).
files-scenario-error-twice = { $field } : un seul événement « { $event } » par scénario (le modèle en a un de chaque).
files-scenario-expected-id = de 1 à 64 caractères parmi a–z, 0–9 et -
files-scenario-expected-words = un texte dans au moins une des langues en, fr et gl, aucun vide
files-scenario-expected-clock = une heure HH:MM, de 00:00 à 23:59
files-scenario-expected-ordered = Between(bas, haut) avec bas ≤ haut
files-scenario-expected-share = une part supérieure à 0 et d’au plus 1
files-scenario-expected-same = le nom du scénario de la simulation
files-scenario-expected-message = l’identifiant d’un texte de scénario intégré (oncall-scenario-… ou oncall-briefing-…), ou les mots de l’auteur, Words(…)
files-scenario-expected-present = présent (une simulation au format 3 contient son scénario)
files-scenario-event-bad-build = mauvaise version
files-scenario-event-surge = pic de trafic
files-scenario-event-cache-flush = vidage du cache
files-scenario-event-database-capacity = changement de capacité de la base de données
files-scenario-event-instance-loss = perte d’instances
files-no-dialog-scenario = Aucune boîte de dialogue de fichiers ne peut s’ouvrir sur ce système : mettez vos fichiers de scénario dans { $path } et choisissez-les dans le menu des scénarios, ou déposez-en un sur la fenêtre.
files-scenario-opened = Scénario « { $name } » ouvert : il commence maintenant.
cli-output-is-input = { $output } { $path } est le fichier que lit { $input } : l’écrire le perdrait. Écrivez dans un autre fichier.
app-settings-write-failed = Les réglages n’ont pas pu être enregistrés : { $message }
app-second-window = Une autre fenêtre de sre-sim est ouverte sur le même dossier de données : celle-ci garde son propre enregistrement automatique ({ $path }) et n’enregistre que les réglages qu’elle change.
files-save-failed-title = La simulation n’a pas été enregistrée
files-save-elsewhere = Enregistrer ailleurs…
files-save-failed-ok = OK
files-close-title = Fermer sans la simulation ?
files-close-body = La simulation en cours n’a pas pu être enregistrée automatiquement et n’a pas été enregistrée : fermer maintenant la perd.
files-close-save = Enregistrer la simulation…
files-close-anyway = Fermer sans enregistrer
files-close-keep = Continuer
files-autosave-works = L’enregistrement automatique fonctionne de nouveau.
files-link-no-file = Le lien ne contient aucun fichier : son adresse ne contient ni #run=, ni #scenario=, ni #lesson=, ni #arch= après le #.
files-link-bad-base64 = Le lien est abîmé : ce qui suit « { $key }= » n’est pas du texte base64url (un caractère a été modifié ou perdu lors de la copie).
files-link-bad-deflate = Le lien est abîmé : ce qui suit « { $key }= » ne se décompresse pas (il a sans doute été coupé lors de la copie).
files-link-too-large = Le fichier du lien ferait plus de { $max } octets une fois décompressé, alors qu’un fichier lu par sre-sim fait au plus { $max } octets : il est refusé.
files-link-not-utf8 = Le lien est abîmé : son fichier n’est pas du texte UTF-8.
files-link-file-problem = { $key ->
        [lesson] Le fichier de leçon
        [scenario] Le fichier de scénario
        [arch] La configuration d’architecture
       *[run] Le fichier de simulation
    } du lien ne peut pas être ouvert : { $problem }
files-link-opened-name = le lien
files-copy-link = Copier le lien
files-copy-link-hint = Copie un lien qui contient ce fichier, vers l’adresse web des réglages (web_address).
files-link-copied = Lien copié ({ $count } caractères).
files-link-not-understood = Le lien demande ce que sre-sim ne comprend pas : { $names }. Un lien accepte ?lesson= (une leçon intégrée), ?scenario= (un scénario intégré), ?tab=oncall, arch, reference ou debrief, ?lang=en, fr ou gl, ?present=1 et ?minute=N avec une simulation dans le lien, et ?embed=1.
