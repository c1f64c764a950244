## Au-delà de la page source, dans l’onglet architecture : un déclencheur (un étage
## ralenti pendant un temps) et cinq remèdes à une tempête de nouvelles tentatives,
## à côté du modèle de la page source.

arch-beyond-title = Au-delà de la page source : la panne qui survit à sa cause
arch-beyond-intro = Hors du modèle de la page source, mais à côté : un étage ralenti pendant un temps (le déclencheur) et cinq remèdes classiques à une tempête de nouvelles tentatives. Quand tous sont désactivés, le chemin est celui de la page source, au chiffre près.
arch-trigger-card = Déclencheur : un étage ralentit
arch-trigger-hint = Entre les deux instants, le temps de service de l’étage est multiplié par le facteur, et sa capacité est donc divisée par lui. Quand cela cesse, le chemin se rétablit-il ? [14]
arch-remedies-card = Remèdes
arch-app-slow-factor = Lenteur de l’app, ×
arch-app-slow-from-s = App lente dès, s
arch-app-slow-to-s = App lente jusqu’à, s
arch-db-slow-factor = Lenteur de la base, ×
arch-db-slow-from-s = Base lente dès, s
arch-db-slow-to-s = Base lente jusqu’à, s
arch-budget-on = Budget de nouvelles tentatives
arch-budget-pct = Nouvelles tentatives au plus, % des nouvelles requêtes
arch-budget-hint = Le client n’envoie de nouvelles tentatives qu’à hauteur de cette part de ses nouvelles requêtes à chaque pas ; les autres échouent immédiatement, sans être envoyées. [10]
arch-backoff-on = Attente exponentielle avec gigue
arch-backoff-base-ms = Attente de base, ms
arch-backoff-cap-ms = Attente plafond, ms
arch-backoff-hint = La k-ième nouvelle tentative attend une durée tirée uniformément entre 0 et min(plafond, base × 2^(k−1)) : les nouvelles tentatives s’étalent sur les pas suivants au lieu d’arriver toutes au prochain. [12]
arch-breaker-on = Disjoncteur
arch-breaker-threshold-pct = S’ouvre au-delà, % d’échecs
arch-breaker-window-s = Compté sur, s
arch-breaker-cooldown-s = Reste ouvert, s
arch-breaker-probe-pct = Sondes en semi-ouvert, %
arch-breaker-hint = Il s’ouvre quand, sur sa fenêtre, la part en échec de ce qu’il a envoyé dépasse le seuil ; tant qu’il est ouvert, les requêtes échouent immédiatement sans atteindre le chemin ; au bout de la durée d’ouverture, il laisse passer une part de sondes pendant un pas, et se referme si elles réussissent. [13]
arch-deadline-on = Abandon des requêtes périmées
arch-deadline-hint = Chaque étage abandonne les requêtes en attente dont le client aura renoncé avant qu’il ne les serve, au lieu de dépenser de la capacité pour des réponses que personne ne lit ; elles comptent comme en échec. [10]
arch-throttle-on = Limitation adaptative côté client
arch-throttle-k = K, facteur des acceptées
arch-throttle-window-s = Compté sur, s
arch-throttle-hint = Le client rejette localement avec la probabilité max(0, (requêtes − K × acceptées) ÷ (requêtes + 1)) sur sa fenêtre. [11]
arch-recovered = Rétabli : le déclencheur a cessé à { $end } s, et à partir de { $from } s, au plus 5 % des requêtes échouent.
arch-not-recovered-retries = Le déclencheur a cessé à { $end } s ; le chemin est toujours en échec à { $last } s : les nouvelles tentatives le maintiennent à terre.
arch-not-recovered-capacity = Le déclencheur a cessé à { $end } s ; le chemin est toujours en échec à { $last } s : la charge nouvelle seule dépasse ce que l’étage { $stage } peut servir.
arch-not-recovered = Le déclencheur a cessé à { $end } s ; plus de 5 % des requêtes échouent encore après { $from } s.
arch-fix-also = Réussissent aussi
arch-slowed = ralenti × { $factor }
arch-expired = périmées
arch-unsent = échec sans envoi
arch-breaker-state = disjoncteur { $state }
arch-breaker-closed = fermé
arch-breaker-open = ouvert
arch-breaker-half-open = semi-ouvert
arch-throttled = limitation { $share }
arch-budget-cap = budget ≤ { $rps }

ref-beyond-title = Au-delà de la page source : le déclencheur et les remèdes
ref-beyond-intro = Ce n’est pas le modèle de la page source : c’est le nôtre, à côté, chaque élément sous une forme fluide de sa source, par pas de 0,25 s. Avec le déclencheur et tous les remèdes désactivés, chaque simulation, correctif et balayage est celui de la page source, au chiffre près.
ref-beyond-trigger = Déclencheur : dans les pas qui commencent à « dès » ou après, et avant « jusqu’à », le temps de service de l’étage ralenti × f et sa capacité ÷ f. Une simulation avec un déclencheur réussit quand elle se rétablit : au plus 5 % d’échecs dans chaque pas qui se termine avant le début du déclencheur et dans chaque pas à partir de 3 s après sa fin ainsi que dans le dernier pas (toujours jugé : un déclencheur qui finit tard doit aussi finir avec le chemin rétabli), et au plus 85 % d’utilisation dans ces pas.
ref-beyond-metastable = Une défaillance métastable : un déclencheur pousse le chemin dans un état où un effet d’entretien, ici les nouvelles tentatives, le maintient en surcharge une fois le déclencheur disparu ; supprimer la charge qui l’entretient le rétablit. [14]
ref-beyond-budget = Budget de nouvelles tentatives : nouvelles tentatives envoyées dans un pas ≤ b × nouvelles. Quand il en est dû davantage, chacune est envoyée avec la part (b × nouvelles) ÷ dues ; les autres échouent sans être envoyées et ne sont pas renvoyées. [10]
ref-beyond-backoff = Attente avec gigue complète : la k-ième nouvelle tentative d’une requête en échec au pas s attend U(0, min(plafond, base × 2^(k−1))) ; la part envoyée au pas s + j est la part de cet intervalle comprise dans [(j − 1) × 0,25 s, j × 0,25 s). [12]
ref-beyond-breaker = Disjoncteur : fermé → ouvert quand Σ en échec ÷ Σ envoyées > seuil sur les derniers pas fermés, au nombre de fenêtre ÷ 0,25 s ; ouvert pendant durée d’ouverture ÷ 0,25 s pas, sans rien envoyer ; semi-ouvert pendant un pas, la part de sondes envoyée ; puis fermé si au plus le seuil des sondes échoue, sinon de nouveau ouvert. Les requêtes qu’il fait échouer ne sont pas renvoyées. [13]
ref-beyond-deadline = Serveurs attentifs aux échéances : un étage garde en attente au plus (délai d’expiration − temps passé avant lui − son temps de service) × capacité ; le reste est abandonné comme périmé et échoue comme un rejet, si bien qu’aucune attente ne dépasse le délai d’expiration. [10]
ref-beyond-throttle = Limitation adaptative : p = max(0, (requêtes − K × acceptées) ÷ (requêtes + 1)) sur la dernière fenêtre, les requêtes étant comptées quand elles atteignent la limitation (après le disjoncteur), et les acceptées étant les requêtes envoyées qui n’ont pas échoué ; les rejetées échouent sans être envoyées et ne sont pas renvoyées. [11]
ref-beyond-fix = La recherche de correctif essaie chaque remède par son interrupteur, avec ses paramètres tels quels, comme un changement de taille ln 2 (comme activer un étage), à côté des changements de capacité, jamais la charge ni le déclencheur. Avec un déclencheur, elle liste chaque changement isolé qui rétablit le chemin, la plus petite valeur de chaque réglage, le plus petit changement en premier.
ref-beyond-live-trigger = déclencheur : { $stage } × { $factor } de { $from } s à { $to } s, capacité { $before } → { $during }
ref-beyond-live-budget = budget de nouvelles tentatives : ≤ { $pct } × { $fresh } = { $cap }
ref-beyond-live-step = pas { $t } s : envoyées { $sent }, échec sans envoi { $unsent }, périmées { $expired }
ref-beyond-live-breaker = disjoncteur à { $t } s : { $state }
ref-beyond-live-throttle = limitation à { $t } s : p = { $p }
ref-source-10 = B. Beyer, C. Jones, J. Petoff, N. R. Murphy (dir.), Site Reliability Engineering, O’Reilly 2016 : chap. 21 « Handling Overload » (budgets de nouvelles tentatives : jusqu’à trois essais par requête, nouvelles tentatives sous 10 % des requêtes d’un client) et chap. 22 « Addressing Cascading Failures » (attente exponentielle aléatoire, abandon du travail dont l’échéance est passée, la tempête de nouvelles tentatives comme rétroaction positive).
ref-source-11 = Le même livre, chap. 21 « Handling Overload » : limitation adaptative côté client, qui rejette localement avec la probabilité max(0, (requêtes − K·acceptées) ÷ (requêtes + 1)) sur une fenêtre glissante (de deux minutes dans le livre), K = 2.
ref-source-12 = M. Brooker, « Exponential Backoff And Jitter », AWS Architecture Blog, 4 mars 2015 : gigue complète, random_between(0, min(cap, base·2^attempt)) ; et « Timeouts, retries, and backoff with jitter », Amazon Builders’ Library.
ref-source-13 = M. T. Nygard, Release It!, Pragmatic Bookshelf 2007 (2e éd. 2018), « Circuit Breaker » : fermé, ouvert après un seuil d’échecs, semi-ouvert après un délai.
ref-source-14 = N. Bronson, A. Aghayev, A. Charapko, T. Zhu, « Metastable Failures in Distributed Systems », HotOS 2021 ; L. Huang et al., « Metastable Failures in the Wild », OSDI 2022.
arch-sweep-compare = Débit utile avec un remède
arch-sweep-compare-none = aucun
arch-chart-goodput = Débit utile selon la charge nouvelle, sans et avec le remède
arch-goodput-without = sans : { $remedy } désactivé
arch-goodput-with = avec : { $remedy } activé
arch-collapse = s’effondre (première charge en échec)
arch-axis-fresh-rps = charge nouvelle, req/s
arch-axis-goodput-rps = débit utile, req/s
arch-trigger = Déclencheur
arch-trigger-value = { $stage } × { $factor }, { $from }–{ $to } s, { $when }
arch-trigger-ahead = à venir
arch-trigger-now = en cours
arch-trigger-over = terminé
ref-beyond-live-backoff = attente exponentielle : la première nouvelle tentative attend jusqu’à { $first }, la tentative { $k } jusqu’à { $last }
ref-beyond-live-deadline = échéance à la base de données : au plus ({ $timeout } − { $before } − { $service }) × { $capacity } = { $kept } en attente (files vides en amont)
