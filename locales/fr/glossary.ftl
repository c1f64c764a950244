# Le glossaire (src/glossary.rs) : pour chaque terme son nom, glossary-<id>,
# et sa définition, glossary-<id>-definition, en deux lignes au plus (240
# caractères). Les définitions suivent les relations de la référence du
# modèle (reference.ftl, assumptions.ftl, second-opinion.ftl) et leurs sources.

glossary-title = Glossaire
glossary-intro = Les mots du simulateur, au sens où ses modèles les emploient. Un nom de la couleur des liens ouvre la relation qui le calcule.
glossary-go-to-relation = Afficher la relation qui le calcule

## La file d’attente

glossary-utilization = Utilisation
glossary-utilization-definition = La part des workers occupés : λ·S / N, le débit d’arrivée fois le temps de service, divisé par le nombre de workers. Les files s’allongent vite près de 100 %, et l’utilisation mesurée ne dépasse jamais ce seuil.
glossary-littles-law = Loi de Little
glossary-littles-law-definition = Dans un système stable, le nombre moyen de requêtes présentes est égal au débit d’arrivée fois le temps moyen passé : L = λW. Avec W = S, elle compte les workers occupés, λ·S.
glossary-erlang-c = Erlang C
glossary-erlang-c-definition = La probabilité qu’une requête qui arrive trouve les N workers occupés et doive attendre : C(a, N), avec a = λ·S la charge offerte en erlangs. Elle vaut 1 dès que a ≥ N.
glossary-queueing-delay = Délai de file d’attente
glossary-queueing-delay-definition = Le temps qu’une requête attend un worker libre avant le début de son service : P(W > t) = C·e^(−(N/S − λ)·t). Il monte en flèche quand l’utilisation approche 100 %.
glossary-p99 = p99 (latence de queue)
glossary-p99-definition = Le temps de réponse que 99 % des requêtes ne dépassent pas ; les 1 % les plus lentes prennent plus longtemps. Le modèle additionne les quantiles de service et d’attente (une approximation) et le plafonne au délai de 2 s.
glossary-timeout = Délai d’expiration
glossary-timeout-definition = Le temps qu’un client attend avant d’abandonner : 2 s ici. La part des requêtes qui attendent plus longtemps un worker, P(W > 2 s), échoue et compte comme erreur du SLO.
glossary-error-rate = Taux d’erreur
glossary-error-rate-definition = La part des requêtes en échec : erreurs de la mauvaise version, attentes au-delà du délai de 2 s et travail au-delà de la capacité d’un parc saturé. Divisé par 0,1 %, c’est le taux de consommation.

## Le cache et la base de données

glossary-cache-hit-rate = Taux de succès du cache
glossary-cache-hit-rate-definition = La part des requêtes auxquelles le cache répond sans interroger la base de données : succès = remplissage × rT/(1 + rT), avec r = λ / 20 000 objets populaires et T le TTL.
glossary-ttl = TTL (durée de vie)
glossary-ttl-definition = Combien de temps une réponse reste en cache avant qu’une requête aille la rechercher dans la base de données. Un TTL plus long donne plus de succès, mais des réponses plus anciennes (âge moyen ≈ TTL/2).
glossary-staleness = Obsolescence (âge en cache)
glossary-staleness-definition = L’âge d’une réponse servie par le cache : environ TTL/2 en moyenne. Une modification faite dans la base de données depuis qu’elle a été lue n’est pas encore visible.
glossary-database-utilization = Utilisation de la base de données
glossary-database-utilization-definition = La charge de la base (défauts de cache × requêtes en base par requête, plus le préchauffage) rapportée à sa capacité de 4 000 requêtes/s. La durée d’une requête en base, 5 ms/(1 − ρ), s’envole près de 100 %.

## L’objectif et son budget

glossary-slo = SLO (objectif de niveau de service)
glossary-slo-definition = La fiabilité promise : ici, 99,9 % des requêtes servies sans erreur sur un mois de 30 jours. Les requêtes délestées n’y comptent pas comme des erreurs.
glossary-error-budget = Budget d’erreurs
glossary-error-budget-definition = Les erreurs que le SLO permet : 1 − 99,9 % = 0,1 % d’un mois de 30 jours. Chaque minute en consomme le taux de consommation ÷ 43 200, quel que soit son trafic ; dépassé, il passe sous zéro.
glossary-burn-rate = Taux de consommation
glossary-burn-rate-definition = La vitesse à laquelle les erreurs consomment le budget : le taux d’erreur ÷ 0,1 %. À 1 ×, le budget dure tout juste le mois ; à 14,4 ×, 2 % du budget partent en une heure.
glossary-multi-window-page = Alerte multi-fenêtre
glossary-multi-window-page-definition = Alerter quand le taux de consommation atteint au moins 14,4 × à la fois sur la dernière heure et sur les 5 dernières minutes (2 % du budget en une heure). Le SRE Workbook ajoute une alerte plus lente, 6 × sur 6 h et 30 min.

## Les remèdes

glossary-autoscaling = Mise à l’échelle automatique (suivi de cible)
glossary-autoscaling-definition = Dimensionne le parc pour garder l’utilisation à une cible : souhaitées = ⌈en service × utilisation / cible⌉, du minimum jusqu’à 40 instances. Les nouvelles instances servent après le délai de démarrage.
glossary-boot-delay = Délai de démarrage
glossary-boot-delay-definition = Les minutes entre le lancement d’une instance et sa première requête servie : 3 par défaut, 8 pendant le pic de trafic et la leçon sur la mise à l’échelle automatique. La capacité demandée maintenant arrive d’autant plus tard.
glossary-rollback = Retour arrière
glossary-rollback-definition = Revenir à la dernière bonne version : elle est redéployée sur un nouveau parc (5 min, les deux parcs facturés), puis tout le trafic bascule vers elle.
glossary-load-shedding = Délestage
glossary-load-shedding-definition = Rejeter volontairement une partie des requêtes pour servir les autres : ici une part des 30 % de faible priorité, invitée à réessayer plus tard à l’équilibreur de charge. Ce ne sont pas des erreurs du SLO.
glossary-graceful-degradation = Dégradation gracieuse
glossary-graceful-degradation-definition = Répondre avec moins plutôt qu’échouer : désactiver la fonctionnalité lourde retire les recommandations et économise 20 ms de CPU et une requête de base de données par requête.

## Les modèles de file d’attente

glossary-mmn = M/M/N
glossary-mmn-definition = La file que suppose le modèle : arrivées de Poisson, temps de service exponentiels et N workers identiques partageant une file servie dans l’ordre d’arrivée. Erlang C et le p99 exact en découlent.
glossary-mmn-d = M/M/N+D (abandon)
glossary-mmn-d-definition = Une M/M/N où une requête qui a attendu un temps fixe D s’en va (ici D = 2 s, le délai d’expiration). Le second avis en calcule la part exacte d’expirations.

## Le chemin des requêtes

glossary-retry-storm = Tempête de nouvelles tentatives
glossary-retry-storm-definition = Les clients renvoient les requêtes en échec ou expirées ; ces renvois ajoutent de la charge, donc davantage de requêtes échouent et sont renvoyées à leur tour. Sur l’onglet Architecture, un seul étage lent devient ainsi une panne.
glossary-bottleneck = Goulot d’étranglement
glossary-bottleneck-definition = L’étage qui sature le premier (utilisation au-delà de 100 %) et limite ainsi tout le chemin ; si aucun ne sature, celui dont l’utilisation maximale est la plus haute.
glossary-headroom = Marge
glossary-headroom-definition = La capacité de réserve gardée pour les pointes et le délai de démarrage : une utilisation cible de 60 % laisse 40 %. Elle coûte ; le correctif d’architecture veut chaque étage occupé à 85 % au plus à sa pointe.
