# Simulateur d’architecture. La page source n’existe qu’en anglais ; ces
# textes en sont la traduction.

arch-intro = Assemblez un chemin de requête, faites-y passer une charge et regardez-en dix secondes se dérouler. Chaque étage garde ses propres requêtes en attente : le simulateur montre ainsi quel étage sature en premier, ce que cela fait à la latence et comment les nouvelles tentatives transforment un seul étage lent en panne. Tout est calculé sur cet ordinateur — le simulateur ne fait aucun appel réseau.
arch-starting-point = Point de départ

## Étages du chemin de requête

arch-stage-load = Charge
arch-stage-lb = Équilibreur de charge
arch-stage-app = Application
arch-stage-cache = Cache
arch-stage-queue = File + workers
arch-stage-db = Base de données
arch-state-on = activé
arch-state-off = désactivé
arch-state-idle = au repos
arch-cache-off = cache désactivé
arch-no-workers = aucun worker
arch-sync-path = Chemin synchrone

## Réglages (unité après une virgule)

arch-rps = Requêtes par seconde
arch-client-timeout = Délai d’expiration client, ms
arch-retries = Nouvelles tentatives par requête en échec
arch-lb-instances = Instances
arch-app-replicas = Réplicas
arch-app-concurrency = Concurrence par réplica
arch-app-service-time = Temps de service, ms
arch-cache-on = Étage de cache devant la base de données
arch-cache-hit-ratio = Taux de succès, %
arch-queue-on = 30 % des requêtes attendent un worker
arch-queue-workers = Workers
arch-queue-job-time = Durée d’une tâche, ms
arch-queue-buffer = Tampon de la file
arch-db-connections = Connexions du pool
arch-db-query-time = Durée d’une requête en base, ms

## Notes fixes sous chaque étage

arch-lb-note = 2 000 req/s et 500 connexions en attente par instance (fixe).
arch-app-note = Capacité = réplicas × concurrence ÷ temps de service. 64 requêtes en attente par réplica.
arch-cache-note = Étage de 20 000 req/s ; les succès n’atteignent jamais la base de données.
arch-queue-note = Une tâche par requête asynchrone, une écriture en base par tâche.
arch-db-note = Capacité = connexions ÷ durée d’une requête. 200 requêtes en attente par connexion, puis rejet.

## Simulation, correctif, balayage de charge

arch-run = Lancer
arch-run-hint = Lancez un scénario pour tracer la sortie du modèle.
arch-fix = Trouver un correctif
# $setting (texte) le libellé traduit du réglage, par exemple arch-app-replicas
# $from, $to (texte) sa valeur actuelle et sa valeur proposée, déjà formatées
arch-fix-proposed = Correctif proposé — { $setting } : { $from } → { $to }
arch-fix-none = Aucun changement isolé ne permet de réussir avec de la marge (utilisation maximale ≤ 85 %).
arch-fix-searching = Recherche du plus petit correctif… changements essayés : { $count }
arch-apply-fix = Appliquer et relancer
arch-sweep = Balayer la charge
arch-knee = Coude de la courbe
arch-before = Avant
arch-after = Après

## Bilan de la dernière simulation

arch-offered-load = Charge offerte
arch-mean-latency = Latence moyenne
arch-failing = Requêtes en échec
arch-bottleneck = Goulot d’étranglement
arch-passed = Réussie
arch-failed = Échouée
arch-idle = Au repos — rien n’a encore été lancé
arch-capacity = Capacité
arch-peak-utilization = Utilisation maximale
arch-passed-no-headroom = Réussie sans marge
arch-verdict-hint = ✓ réussie avec de la marge (chaque étage ≤ 85 % à son maximum) · ▲ réussie, mais un étage a dépassé 85 % · ✖ échouée : plus de 5 % des requêtes d’un pas ont échoué
arch-utilization-hint = Utilisation la plus haute de cet étage sur un pas de la simulation : ✓ jusqu’à 85 % · ▲ jusqu’à 100 % · ✖ saturé, sa file d’attente grandit
arch-summary-offered-mean = Charge offerte, moyenne sur la simulation
arch-summary-offered-peak = Charge offerte, maximum d’un pas
arch-summary-latency-mean = Latence, moyenne sur la simulation
arch-summary-latency-peak = Latence, maximum d’un pas
arch-summary-beyond-timeout = La latence moyenne, { $latency }, dépasse le délai d’expiration du client, { $timeout } : les serveurs continuent de traiter des requêtes que leurs clients ont déjà abandonnées, et ces clients les renvoient. C’est la tempête de nouvelles tentatives.
arch-summary-failing-run = Requêtes en échec, part de la simulation
arch-summary-failing-peak = Requêtes en échec, maximum d’un pas

## Tableau des pas et graphiques

arch-steps-title = Chaque pas, chaque valeur
arch-steps-caption = Valeurs du modèle à chaque pas de la dernière simulation
arch-col-t = t, s
arch-col-offered = Offert, req/s
arch-col-latency = Latence, ms
arch-col-failing = Échecs, %
arch-col-backlog = En attente
arch-chart-offered = Charge offerte, req/s
arch-chart-latency = Latence moyenne, ms
arch-chart-failing = Requêtes en échec, %
arch-chart-backlog = Requêtes en attente
arch-chart-capacity-curve = Latence moyenne selon la charge offerte
arch-chart-sweep-failing = Requêtes en échec selon la charge offerte
arch-axis-time-secs = Temps, s
arch-axis-offered-rps = Charge offerte, req/s
arch-axis-latency-ms = Latence, ms
arch-axis-failing-pct = Échecs, %
arch-axis-backlog-requests = En attente, requêtes

## Fonctionnement

arch-how-it-works = Fonctionnement
arch-model-title = Le modèle, en entier
arch-model-1 = Un modèle de file fluide : chaque étage accumule des requêtes en attente, sert à sa capacité et met le reste en file. Le temps d’attente vaut requêtes en attente ÷ capacité ; la latence moyenne est la somme des temps de service et des attentes le long du chemin.
arch-model-2 = Pas de 250 ms, dix secondes, quarante pas. Aucun aléa nulle part : les mêmes entrées donnent toujours la même trace.
arch-model-3 = Avec l’étage file activé, 30 % des requêtes attendent un worker ; chaque tâche traitée est une écriture en base, donc des workers lents chargent aussi la base de données.
arch-model-4 = Le client relance les requêtes qui échouent, par expiration ou parce qu’un tampon était plein ; la part de nouvelles tentatives vient du pas précédent, et c’est ce qui fait grimper la charge au lieu de la laisser se stabiliser.
arch-model-5 = Une simulation échoue quand plus de 5 % des requêtes offertes échouent en un pas — par expiration, ou parce qu’un tampon était plein et que la requête a été rejetée.
arch-model-6 = Le bouton de correctif retient le plus petit changement isolé avec lequel, selon le même modèle, la simulation réussit avec de la marge (utilisation maximale ≤ 85 %), puis la relance. Aucun réglage caché : la modification est affichée avant d’être appliquée.

## Tableau des constantes

arch-constants-title = Constantes et règles — valeurs par défaut documentées, pas des mesures
arch-col-stage = Étage
arch-col-capacity = Capacité
arch-col-buffer = Tampon
arch-const-lb-capacity = 2 000 req/s × instances
arch-const-lb-buffer = 500 connexions en attente par instance
arch-const-app-capacity = réplicas × concurrence ÷ temps de service
arch-const-app-buffer = 64 requêtes en attente par réplica
arch-const-cache-capacity = 20 000 req/s ; les succès évitent la base de données
arch-const-cache-buffer = 5 000 lectures en attente
arch-const-queue-capacity = workers ÷ durée d’une tâche
arch-const-queue-buffer = votre tampon ; au-delà, les tâches sont rejetées
arch-const-db-capacity = connexions ÷ durée d’une requête
arch-const-db-buffer = 200 requêtes en attente par connexion

## Ce que ce n’est pas

arch-what-not = Ce que ce n’est pas
arch-not-1 = Pas un banc d’essai de votre matériel. Rien n’est mesuré — chaque nombre est la sortie du modèle pour la configuration que vous avez choisie.
arch-not-2 = Pas de distribution des latences : une classe de requêtes tient dans le délai d’expiration ou n’y tient pas, donc les expirations arrivent d’un coup, en marche d’escalier, et non en queue de distribution.
arch-not-3 = Le modèle de la spécification n’a ni mise à l’échelle automatique, ni disjoncteur, ni préchauffage, ni budget de nouvelles tentatives ; le budget de nouvelles tentatives et le disjoncteur ci-dessous sont les nôtres, à côté, et désactivés par défaut.
arch-not-4 = Pas une analyse de quoi que ce soit : le simulateur ne fait aucun appel réseau et n’enregistre rien sur vous.
arch-useful-question = La question utile n’est pas « est-ce que ça tient 400 req/s » mais « quel étage lâche en premier, et le correctif que j’ai choisi aurait-il aidé avant que les nouvelles tentatives ne masquent le problème ». C’est à cela que répond la simulation.
arch-fix-in-lesson = Trouver un correctif et Balayer la charge attendent la fin de la leçon : le correctif en est la question.
