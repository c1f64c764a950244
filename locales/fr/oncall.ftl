# Simulateur de garde. Les lignes d’aide, les noms des métriques, les
# consignes et le paragraphe d’ouverture reprennent mot pour mot la page source.

oncall-intro = Vous êtes de garde pour un service Web : un équilibreur de charge devant un parc d’instances, un cache devant une base de données et un objectif de disponibilité de 99,9 %. Chaque minute, le modèle calcule le délai de file d’attente, les expirations, les succès de cache et la charge de la base de données à partir de formules de manuel — ainsi que ce que coûtent vos décisions.

## Scénarios et déroulement

oncall-scenario = Scénario
oncall-scenario-free-play = Jeu libre
oncall-scenario-bad-deploy = Déploiement raté
oncall-scenario-surge = Pic de trafic
oncall-scenario-cache-flush = Vidage du cache
oncall-briefing = Consignes
oncall-briefing-free-play = Jeu libre à partir de 08:00 : une charge de base de 1000 req/s, tout le budget d’erreurs et aucun incident. Explorez les commandes et observez l’effet de chacune sur la latence, les erreurs et les coûts.
oncall-briefing-bad-deploy = Une nouvelle version est déployée à 09:10. Le mois a déjà été difficile : il ne reste que 20 % du budget d’erreurs. Quelques minutes après le déploiement, l’alerte de taux de consommation se déclenche. Protégez le budget.
oncall-briefing-surge = Un lien vers le service se propage vite et un pic de trafic est attendu à un moment de cette matinée — personne ne sait quand ni de quelle ampleur. Le démarrage de nouvelles instances prend 8 minutes aujourd’hui. Quand il arrivera, gardez les erreurs et la latence faibles sans brûler d’argent dans une capacité inutilisée.
oncall-briefing-cache-flush = À la pointe de midi, un script de maintenance vide tout le cache. Chaque requête va maintenant à la base de données, dimensionnée pour le taux de succès habituel de 85 %. Remettez le service en état sans surcharger la base de données.
oncall-seed = Graine
oncall-restart = Recommencer
oncall-play = Lecture
oncall-pause = Pause
oncall-step = Avancer d’une minute
oncall-speed = Vitesse
oncall-clock = Heure
oncall-noise = Bruit aléatoire

## Commandes, dans l’ordre de la page source : libellé, puis ligne d’aide

oncall-controls = Commandes
oncall-on = Activé
oncall-off = Désactivé
oncall-min-instances = Minimum d’instances
oncall-min-instances-help = Plancher du parc. L’augmenter lance des instances immédiatement — elles ont quand même besoin du délai de démarrage avant de servir.
oncall-autoscaling = Mise à l’échelle automatique
oncall-autoscaling-help = Suivi de cible sur l’utilisation ; pas de nouvelle montée en charge tant que des instances démarrent encore. Désactivé = exactement le minimum.
oncall-target-utilization = Utilisation cible
oncall-target-utilization-help = Plus bas = plus de marge et plus de coûts. L’utilisation mesurée ne peut pas dépasser 100 %, donc un parc saturé ne grandit que pas à pas.
oncall-cache-ttl = TTL du cache
oncall-cache-ttl-help = TTL plus long = plus de succès, mais les réponses peuvent être plus anciennes (âge moyen ≈ TTL/2).
oncall-warm-up = Lancer le préchauffage du cache
oncall-warm-up-help = Charge les clés populaires pendant 6 minutes (+12 % du cache par minute) au prix de 600 requêtes de base de données/s supplémentaires.
# $minutes (nombre) minutes entières avant la fin du préchauffage
oncall-warm-up-running = Préchauffage en cours, encore { $minutes } min
oncall-shedding = Délestage
oncall-shedding-help = Part des 30 % de faible priorité (préchargement, traitement par lots, robots d’indexation) rejetée à l’équilibreur de charge avec « réessayez plus tard ».
oncall-heavy-feature = Fonctionnalité lourde (recommandations)
oncall-heavy-feature-help = La fonctionnalité lourde ajoute 20 ms de CPU et une requête de base de données par requête. Désactivée = dégradation gracieuse.
oncall-rollback = Revenir à la dernière bonne version
oncall-rollback-help = Redéploie la dernière bonne version sur un nouveau parc (5 min, facturé deux fois), puis bascule le trafic. Appuyer de nouveau relance la préparation ; sans mauvaise version en ligne, cela ne fait que coûter de l’argent.
# $minutes (nombre) minutes entières avant la bascule vers la dernière bonne version
oncall-rollback-preparing = Retour arrière en préparation, encore { $minutes } min

## Tableau des métriques, dans l’ordre de la page source, puis les métriques en plus

oncall-metrics = Métriques
oncall-metric-burn-1h = Taux de consommation (1 h)
oncall-metric-requests = Requêtes
oncall-metric-serving = Instances en service
oncall-metric-booting = Instances en démarrage
oncall-metric-cache-hit = Taux de succès du cache
oncall-metric-db-utilization = Utilisation de la base de données
oncall-metric-shed = Trafic délesté
oncall-metric-fleet-cost = Coût du parc
oncall-metric-cost-so-far = Coût jusqu’ici
oncall-metric-cache-age = Âge moyen des réponses en cache
oncall-metric-bad-build = Trafic sur la mauvaise version
oncall-metric-recommendations = Recommandations disponibles
oncall-metric-budget-left = Budget d’erreurs restant
oncall-metric-p99 = Latence p99
oncall-metric-error-rate = Taux d’erreur
oncall-metric-utilization = Utilisation du parc
oncall-metric-timeouts = Expirations

## Alerte et répartition des erreurs

oncall-paging-short = ALERTE
oncall-paging-banner = ALERTE : les taux de consommation sur 1 h et sur 5 min dépassent tous deux 14,4× — à ce rythme, 2 % du budget d’erreurs du mois part en une heure.
oncall-why-failing = Pourquoi des requêtes échouent
oncall-cause-bad-build = Erreurs de la mauvaise version
oncall-cause-timeouts = Expirations (plus de 2 s d’attente)
oncall-cause-saturation = Parc saturé (plus de travail que de workers)
oncall-cause-shed = Délestage à l’équilibreur de charge

## Graphiques (séries et titres ; unité après une virgule)

oncall-chart-traffic = Trafic, req/s
oncall-chart-capacity = Capacité en service, req/s
oncall-chart-p99 = Latence p99, ms
oncall-chart-timeout = Délai d’expiration client (2 s)
oncall-chart-errors = Taux d’erreur, %
oncall-chart-burn = Taux de consommation (1 h)
oncall-chart-page-line = Seuil d’alerte (14,4×)
oncall-chart-instances = Instances
oncall-chart-cache-db = Succès du cache et utilisation de la base de données, %
oncall-chart-budget-cost = Budget d’erreurs restant et coût
# A moment of a run longer than a day, on the time axis: "day 2, 08:00".
oncall-chart-day-clock = jour { $day }, { $clock }

## Événements de la chronologie

oncall-events = Événements
oncall-event-deploy = Nouvelle version déployée
oncall-event-page = Alerte : taux de consommation au-dessus de 14,4×
oncall-event-page-end = Fin de l’alerte
oncall-event-rollback-switch = Retour arrière effectué : trafic basculé sur la dernière bonne version
oncall-event-flush = Cache vidé par un script de maintenance
oncall-event-db-capacity = La base de données ne sert que { $share } de sa capacité (un réplica lent ou une bascule)
oncall-event-db-restored = La base de données sert de nouveau toute sa capacité
oncall-event-instances-lost = { $count ->
        [one] { $count } instance en service perdue (une zone est tombée)
       *[other] { $count } instances en service perdues (une zone est tombée)
    }
oncall-event-surge = Début du pic de trafic
oncall-event-warm-up-done = Préchauffage du cache terminé

## Repères des graphiques : courts, en mots.
oncall-marker-deploy = Nouvelle version
oncall-marker-page = Alerte
oncall-marker-page-end = Fin de l’alerte
oncall-marker-rollback-switch = Retour arrière effectué
oncall-marker-flush = Cache vidé
oncall-marker-db-capacity = Capacité de la base réduite
oncall-marker-db-restored = Capacité de la base rétablie
oncall-marker-instances-lost = Instances perdues
oncall-scenario-broken = { $name } (impossible à jouer : survolez pour savoir pourquoi)
oncall-scenario-open = Ouvrir un fichier de scénario…
oncall-marker-surge = Début du pic
oncall-marker-warm-up-done = Préchauffage terminé
oncall-marker-min-instances = Minimum d’instances → { $value }
oncall-marker-autoscaling-on = Mise à l’échelle automatique activée
oncall-marker-autoscaling-off = Mise à l’échelle automatique désactivée
oncall-marker-target = Utilisation cible → { $value }
oncall-marker-ttl = TTL du cache → { $value }
oncall-marker-warm-up = Préchauffage lancé
oncall-marker-shed = Délestage → { $value }
oncall-marker-feature-on = Fonctionnalité lourde activée
oncall-marker-feature-off = Fonctionnalité lourde désactivée
oncall-marker-rollback = Retour arrière demandé
oncall-seed-invalid = La graine « { $text } » n’est pas un nombre entier de 0 à { $max }.

## Un fichier de scénario, dit minute par minute (sre-sim scenario check)

oncall-scenario-file-list = { $name }, à partir de { $clock }, { $minutes } min
oncall-scenario-file-list-broken = ✖ impossible à jouer
oncall-scenario-example = exemple
oncall-scenario-example-hover = Un exemple fourni avec l’application : sre-sim scenario show { $scenario } affiche son fichier
oncall-scenario-file-at = { $clock } (minute { $minute })
oncall-scenario-file-drawn = { $from } à { $to } (tiré de la graine)
oncall-scenario-file-opening = { $clock } : { $count ->
        [one] { $count } instance en service
       *[other] { $count } instances en service
    } (le plancher), mise à l’échelle automatique { $setting ->
        [on] activée
       *[off] désactivée
    }, avec une cible de { $value }, TTL du cache { $text } s, fonctionnalité lourde { $expected ->
        [on] activée
       *[off] désactivée
    }, démarrage des instances en { $minutes } min ; il reste { $budget } du budget d’erreurs du mois.
oncall-scenario-file-bad-build = { $clock } : une mauvaise version part en production et prend tout le trafic (+{ $value } d’erreurs, CPU ×{ $text }) jusqu’à un retour arrière.
oncall-scenario-file-flush = { $clock } : le cache est vidé.
oncall-scenario-file-db-for = { $clock } : la base de données ne sert que { $value } de sa capacité pendant { $minutes } min, puis toute sa capacité.
oncall-scenario-file-db-on = { $clock } : la base de données ne sert que { $value } de sa capacité jusqu’à la fin.
oncall-scenario-file-instance-loss = { $clock } : { $value } des instances en service sont perdues (une zone tombe).
oncall-scenario-file-traffic-diurnal = Trafic : { $value } req/s sur la courbe de la journée (pointe à 12:00).
oncall-scenario-file-traffic-flat = Trafic : { $value } req/s toute la journée, constant.
oncall-scenario-file-serving = { $count ->
        [one] Au départ, { $count } instance est en service, au-dessus du plancher.
       *[other] Au départ, { $count } instances sont en service, au-dessus du plancher.
    }
oncall-scenario-file-surge = { $clock } : un pic de trafic monte en { $minutes } min jusqu’à { $value } × le trafic, tient { $text } min et retombe en { $n } min.
oncall-scenario-file-end = { $clock } : fin du scénario ({ $minutes } min).
# On a narrow window (a phone), the on-call tab shows one pane at a time.
oncall-pane-charts = Mesures et graphiques
