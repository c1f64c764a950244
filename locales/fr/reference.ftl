# Référence du modèle. Les relations, la note d’approximation, la ligne
# d’hypothèse, la ligne sur l’aléa et l’avertissement reprennent mot pour mot
# la page source. Celle-ci laisse les formules en anglais : ici, leurs mots
# sont traduits, les symboles gardés et les nombres écrits à la française.
# Les repères de source ne font pas partie des messages :
#   traffic [6], erlang-c [3][6], timeouts [3], p99 [3][6], utilization [4],
#   cache [5], database [6], slo [1][2], autoscaling [6].
# Les titres des livres et des articles restent en anglais.

ref-title = Référence du modèle
ref-intro = Chaque relation utilisée par le simulateur, avec sa source. Les constantes signalées comme hypothèses sont des calibrations illustratives.
ref-educational = Modèle éducatif — non destiné aux décisions opérationnelles. Les sites réels calibrent chaque constante selon leur propre équipement et leurs propres données.
ref-col-relation = Relation
ref-source = Source
ref-live-value = Valeur actuelle
ref-assumption = Hypothèse
ref-assumption-calibration = Hypothèse : le nombre de workers, les temps de service, la capacité de la base de données, la taille du cache, la vitesse de remplissage, les prix et le taux d’erreur de la mauvaise version sont des valeurs illustratives pour un service Web de taille moyenne.

## Relations du modèle de garde : un titre court, puis la formule de la page source

ref-oncall-traffic-title = Trafic
ref-oncall-traffic = λ(t) = base × (1 + 0,25·sin(2π(t + horloge − 6 h)/24 h)) × pic(t), horloge = heure du jour au départ (pointe à 12:00) ; nombre/min ≈ N(60λ, √(60λ)) × (1 + N(0, 0,02))
ref-oncall-erlang-c-title = File d’attente (Erlang C)
ref-oncall-erlang-c = N = instances × 16 workers, a = λ·S ; C(a, N) = B / (1 − (a/N)(1 − B)), B = Erlang B
ref-oncall-timeouts-title = Expirations et surcharge
ref-oncall-timeouts = P(W > t) = C·e^(−(N/S − λ)·t) ; expirations = P(W > 2 s) ; a ≥ N ⇒ part en échec = 1 − N/a
ref-oncall-p99-title = Latence de queue (p99)
ref-oncall-p99 = p99 ≈ S·ln 100 + ln(C/0,01)/(N/S − λ) (quantile de service + quantile d’attente, une approximation)
ref-oncall-p99-approx = Approximation : additionner les quantiles de service et d’attente ne donne pas exactement le p99 de leur somme (il peut être un peu trop haut ou trop bas) ; la file est traitée comme stable à l’intérieur de chaque minute, car les requêtes durent des millisecondes.
ref-oncall-utilization-title = Utilisation (loi de Little)
ref-oncall-utilization = workers occupés L = λ·S ⇒ utilisation = λ·S / N
ref-oncall-cache-title = Taux de succès du cache
ref-oncall-cache = succès = remplissage × rT/(1 + rT), r = λ / 20 000 objets ; âge moyen d’une réponse en cache ≈ T/2
ref-cache-timer-note = succès = rT/(1 + rT) vaut pour des requêtes poissonniennes quand le minuteur démarre sur un défaut de cache et n’est pas relancé par les succès ; un minuteur remis à zéro à chaque succès donne plutôt 1 − e^(−rT) (Fofack, Nain, Neglia, Towsley, 2012).
ref-oncall-database-title = Base de données
ref-oncall-database = charge de la base = λ·q·(1 − succès) ; durée d’une requête en base = 5 ms/(1 − ρ_db) (≤ 250 ms) ; S = S_app + (1 − succès)·q·durée d’une requête en base
ref-oncall-slo-title = Budget d’erreurs et taux de consommation
ref-oncall-slo = budget = 1 − SLO = 0,1 % ; taux de consommation = taux d’erreur / 0,1 % ; Δbudget par min = taux de consommation / 43 200 ; taux de consommation (1 h) = taux d’erreur moyen sur les 60 dernières min / 0,1 % (la fenêtre démarre remplie avec la minute d’ouverture)
ref-oncall-autoscaling-title = Mise à l’échelle automatique
ref-oncall-autoscaling = souhaitées = ⌈en service × utilisation / cible⌉ (l’utilisation sature à 100 %) ; les nouvelles instances servent après le délai de démarrage
ref-oncall-constants-title = Constantes
ref-oncall-constants = 16 workers/instance · temps de service de l’application 50 ms (+20 ms et +1 requête en base avec la fonctionnalité activée) · 2 requêtes en base par requête · base de données 4 000 requêtes/s · 20 000 objets populaires · remplissage du cache τ = 30 min (plus lent au-dessus de 80 % d’utilisation de la base de données) · tâche de préchauffage +12 %/min pendant 6 min, +600 requêtes en base/s · délai d’expiration 2 s · 30 % de trafic de faible priorité · mauvaise version +5 % d’erreurs, ×1,25 de CPU · retour arrière 5 min · 0,40 $ par heure d’instance · réduction de ≤ 20 % du parc après 10 minutes calmes · jusqu’à 40 instances
ref-oncall-randomness-title = Aléa
ref-oncall-randomness = Aléa : un générateur mulberry32 à graine ; lois utilisées — uniforme, exponentielle (fonction de répartition inverse), normale (Box–Muller), de Poisson (Knuth). La graine est affichée et partageable.

## Sources : [1] à [6], puis celles citées pour les commandes

ref-sources-title = Sources
ref-sources-controls = Également cités pour les commandes
ref-source-1 = Budget d’erreurs et SLO : Beyer, Jones, Petoff, Murphy (dir.), Site Reliability Engineering, O’Reilly 2016, chap. 3 « Embracing Risk » et chap. 4 « Service Level Objectives ».
ref-source-1-url = https://sre.google/sre-book/embracing-risk/
ref-source-2 = Taux de consommation et alertes multifenêtres : Beyer et al. (dir.), The Site Reliability Workbook, O’Reilly 2018, chap. 5 « Alerting on SLOs » (S. Thurgood et al.). Alertes recommandées : alerte quand les taux de consommation sur 1 h et sur 5 min sont tous deux ≥ 14,4 (2 % du budget en une heure) ; alerte à 6 h / 30 min ≥ 6 (5 %) ; ticket à 3 j / 6 h ≥ 1 (10 %).
ref-source-2-url = https://sre.google/workbook/alerting-on-slos/
ref-source-3 = Erlang B et Erlang C, temps d’attente M/M/N : A. K. Erlang (1917) ; L. Kleinrock, Queueing Systems, Vol. 1: Theory, Wiley 1975 ; G. Koole, A. Mandelbaum, « Queueing models of call centers: an introduction », Annals of Operations Research 113 (2002). Récurrence B(0) = 1, B(k) = a·B(k−1) / (k + a·B(k−1)) ; valeur de référence a = 10 erlangs, N = 12 serveurs ⇒ C ≈ 0,4494.
ref-source-4 = Loi de Little : J. D. C. Little, « A proof for the queuing formula L = λW », Operations Research 9(3), 1961.
ref-source-5 = Taux de succès d’un cache à TTL : J. Jung, A. W. Berger, H. Balakrishnan, « Modeling TTL-based Internet caches », IEEE INFOCOM 2003.
ref-source-6 = Calibration illustrative : les constantes signalées comme hypothèses (workers, temps de service, capacité de la base de données, taille du cache, vitesse de remplissage, prix, taux d’erreur de la mauvaise version) sont les nôtres, pour un service Web de taille moyenne.
ref-source-hpa = Suivi de cible : Kubernetes Horizontal Pod Autoscaler, desired = ⌈current × metric / target⌉.
ref-source-hpa-url = https://kubernetes.io/docs/tasks/run-application/horizontal-pod-autoscale/
ref-source-cascading = Délestage, nouvelles tentatives et défaillances en cascade : Site Reliability Engineering, chap. 22 « Addressing Cascading Failures ».
ref-source-rng = Aléa : mulberry32 (T. Ettinger, 2017, domaine public) donne des nombres uniformes ; le bruit du trafic est normal (Box–Muller ; Box & Muller, Ann. Math. Statist. 29(2), 1958) : nombre/min = N(60λ, √(60λ)) × (1 + N(0, 0,02)), deux tirages par minute ; le début, la taille et la durée du pic sont uniformes sur leurs plages, tirés une fois au départ. Rien d’autre n’est aléatoire.

## Words of the live values, as the formulas name them

ref-word-utilization = utilisation
ref-word-hit = succès
ref-word-db = charge de la base
ref-word-query = durée d’une requête en base
ref-word-burn = taux de consommation
ref-word-budget = budget
ref-word-desired = souhaitées
ref-word-serving = en service
ref-word-booting = en démarrage
ref-word-target = cible
ref-word-min = min
ref-word-clamp = borner
ref-word-shed = délestage
ref-word-bad = mauvaise version
ref-word-error = erreurs
