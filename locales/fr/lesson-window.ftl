# La page d’accueil et le panneau de leçon.

app-start-page = Accueil
app-key-start-page = Afficher ou masquer la page d’accueil (les leçons, les incidents)
start-title = Apprenez la fiabilité de garde par la pratique
start-intro = Chaque leçon est une courte simulation du modèle autour d’une idée, avec une question à laquelle répondre avant de regarder, des indices et des objectifs à atteindre. Ou jouez un incident, ou essayez ce que vous voulez en jeu libre.
start-learn = Apprendre étape par étape
# $done (nombre) leçons terminées ; $lessons (nombre) en tout
start-learn-progress = Leçons terminées : { $done } sur { $lessons }.
# $met, $objectives, $hints, $attempts (nombres) : le meilleur essai
start-lesson-best = Meilleur résultat : { $met } sur { $objectives } objectifs, { $hints ->
        [0] aucun indice
        [one] un indice
       *[other] { $hints } indices
    } ; { $attempts ->
        [0] aucun essai
        [one] un essai
       *[other] { $attempts } essais
    }.
start-lesson-done = terminée
# $met, $objectives (numbers): the best attempt
start-lesson-tried = au mieux { $met } sur { $objectives }
start-your-lessons = Vos leçons
start-lessons-drop = Déposez un fichier de leçon sur la fenêtre pour la jouer ; les leçons de votre dossier des leçons sont listées ici.
start-all-done-title = Toutes les leçons faites : et ensuite
start-all-done = Jouez les incidents à droite sans leçon pour vous guider, et comparez votre simulation avec la procédure de référence dans le Bilan. Posez vos propres questions en jeu libre ou sur le chemin d’architecture. Écrivez votre propre leçon (sre-sim lesson show utilization en affiche une pour commencer) et déposez-la sur la fenêtre. Ou présentez une simulation à une salle, en mode présentateur.
start-incidents = Jouer un incident
start-free-play = Jeu libre
start-open-run = Ouvrir une simulation…
start-architecture = Le chemin d’architecture
start-author = Votre nom, enregistré dans vos simulations
start-author-hint = Un enseignant qui note les simulations d’une classe le voit à côté de chaque simulation (sre-sim lesson grade).
start-show-at-start = Afficher cette page au démarrage de sre-sim
# $key : la touche qui affiche de nouveau la page
start-reach-again = Le bouton Accueil de la barre du haut, ou { $key }, ramène cette page.
app-key-name-f2 = F2

lesson-panel-heading = Leçon
# $step, $steps (nombres)
lesson-panel-step = Étape { $step } sur { $steps }
lesson-panel-guess-hint = votre prédiction
lesson-panel-guess = Prédire et jouer
lesson-panel-guess-refused = Saisissez un nombre, par exemple 52 ou 0,35.
lesson-panel-no-guess = Montrer sans prédiction
lesson-panel-no-guess-hint = Une prédiction n’est jamais notée, mais c’est en en faisant une que la réponse se retient.
# $minute (nombre)
lesson-panel-play-to-minute = Jouer jusqu’à la minute { $minute }
lesson-panel-play-to-step = Lancer le chemin et le lire jusqu’au pas { $minute }
lesson-panel-playing-to-minute = Lecture jusqu’à la minute { $minute }…
lesson-panel-playing-to-step = Lecture du chemin jusqu’au pas { $minute }…
lesson-panel-next = Étape suivante
lesson-panel-continue = Continuer
lesson-panel-play-to-end = Utilisez les commandes, puis jouez jusqu’à la fin de la simulation : les objectifs ci-dessous sont notés au fil de la simulation.
lesson-panel-finish-arch-hint = Modifiez le chemin dans cet onglet ; les objectifs ci-dessous sont notés sur son état actuel. Terminez quand ils sont atteints.
lesson-panel-finish = Terminer la leçon
lesson-panel-your-guess = Votre prédiction
lesson-panel-your-choice = Votre choix
lesson-panel-the-model = Le modèle
lesson-panel-no-guess-made = aucune prédiction
# $n (nombre) : le numéro de l’indice
lesson-panel-hint-n = Indice { $n }
# $left (nombre) : indices pas encore affichés
lesson-panel-hint = Indice (encore { $left })
lesson-panel-reference-link = Lire dans la Référence du modèle
lesson-panel-reference-link-hint = La relation, sa source et sa valeur actuelle.
lesson-panel-hidden = Masqué jusqu’à votre prédiction.
lesson-panel-objectives = Objectifs
lesson-panel-objectives-after-run = Notés sur l’exécution du chemin : lancez-le (et faites votre prédiction) pour voir où ils en sont.
lesson-panel-restart = Recommencer
lesson-panel-restart-hint = La leçon depuis sa première étape, la simulation depuis la minute 0.
lesson-panel-skip = Passer l’étape
lesson-panel-skip-hint = Passer à l’étape suivante sans faire celle-ci.
lesson-panel-leave = Quitter la leçon
lesson-unit-percent = %
lesson-unit-seconds = s
lesson-unit-milliseconds = ms
lesson-unit-count = instances
lesson-unit-requests-per-sec = req/s
lesson-unit-dollars = $
lesson-unit-times = ×
lesson-unit-tier = étage
lesson-end-passed = Tous les objectifs sont atteints.
lesson-end-missed = Les objectifs n’ont pas tous été atteints.
# $met, $objectives, $hints (nombres)
lesson-end-score = { $met } sur { $objectives } objectifs atteints, { $hints ->
        [0] aucun indice utilisé
        [one] un indice utilisé
       *[other] { $hints } indices utilisés
    }.
lesson-end-remember = À retenir
lesson-end-guesses = Vos prédictions
# $guess, $model : une valeur avec son unité
lesson-end-guess = Vous aviez prédit { $guess } ; le modèle a donné { $model }.
# $model: a value with its unit
lesson-end-no-guess = Pas de prédiction ; le modèle a donné { $model }.
# $guess, $model: an option's words
lesson-end-choice = Vous aviez choisi « { $guess } » ; le modèle confirme « { $model } ».
# $model: an option's words
lesson-end-no-choice = Pas de choix ; le modèle confirme « { $model } ».
# $minute (nombre)
lesson-end-try-again = Réessayer à partir de la minute { $minute }
lesson-end-try-again-hint = La simulation telle que vous l’avez jouée jusqu’à cette minute, puis les commandes sont à vous.
# $title : le titre de la leçon suivante
lesson-end-next = Leçon suivante : { $title }
lesson-end-start-page = Retour à la page d’accueil
lesson-grade-with-value = { $verdict } : { $value }
lesson-progress-reset = Réinitialiser la progression des leçons
lesson-progress-reset-help = Oublie quelles leçons sont terminées, leurs meilleurs résultats et les indices utilisés (les réglages restent).
lesson-progress-reset-done = La progression des leçons a été réinitialisée.
lesson-progress-write-failed = Impossible d’enregistrer la progression des leçons : { $message }
lesson-progress-unreadable = Le fichier de progression des leçons est illisible ; il a été conservé sous { $path } et la progression repart de zéro.
lesson-progress-read-failed = La progression des leçons n’a pas pu être lue : { $message }. Le fichier est laissé tel quel, et la progression de cette session n’est pas enregistrée par-dessus.
lesson-reveal-offered = offert = nouvelles requêtes + nouvelles tentatives des échecs du pas précédent : { $fresh } + { $retries } = { $offered }
lesson-author-ask = Comment vous appelez-vous ? Votre nom est enregistré dans les simulations que vous sauvegardez, pour que le tableau de notes d’un enseignant l’affiche. Il est conservé dans les réglages ; modifiez-le sur la page d’accueil.
lesson-author-keep = Garder
lesson-author-not-now = Pas maintenant

start-calibration = Vos prédictions à côté du modèle
start-calibration-model = La valeur du modèle (×1)
start-calibration-guess = Votre prédiction, en multiple de la valeur du modèle
start-calibration-far = Vos prédictions les plus éloignées étaient dans « { $title } » : { $factor }× trop { $direction ->
        [low] basses
       *[high] hautes
    }.
start-calibration-close = Chacune de vos prédictions était à moins de 15 % de la valeur du modèle.
start-calibration-none = Vos prédictions ne peuvent pas être comparées aux valeurs du modèle (un zéro d’un côté ou de l’autre).
start-calibration-list = Toutes les prédictions
start-calibration-item = { $title }, étape { $step } : vous avez estimé { $guess }, le modèle a donné { $model }.
