## Le second avis à côté des relations de file d'attente de la graine (au-delà de la graine)

ref-second-title = Second avis (au-delà de la page source)
ref-second-intro = Le p99 et les expirations de la page source sont des approximations de manuel. À côté se tiennent les valeurs exactes de la même file et une simulation requête par requête, pour voir où les approximations tiennent (charge légère) et où elles dérivent (près de la saturation) ; le jeu se joue toujours sur les valeurs de la page source.
ref-second-exact-p99 = p99 (exact) = le t tel que P(T > t) = 0,01, T = attente + service : P(T > t) = (1 − C)·e^(−t/S) + C·(α·e^(−t/S) − (1/S)·e^(−α·t))/(α − 1/S), α = N/S − λ (limite (1 − C + C·(1 + t/S))·e^(−t/S) quand α = 1/S) ; résolu par la méthode de Newton dans un encadrement, plafonné à l’expiration de 2 s, et 2 s quand a ≥ N
ref-second-abandonment = Expirations avec abandon (M/M/N+D) : une requête qui a attendu τ = 2 s s’en va. β = N/S − λ, J = (1 − e^(−βτ))/β + e^(−βτ)/(N/S), E = 1/(λ·B(N − 1, a)) ; P(expiration) = (1 + (λ − N/S)·J)/(λE + λJ), P(attente) = λJ/(λE + λJ) ; une seule formule pour toute charge, continue en a = N, calculée avec des exponentielles toutes au plus égales à 1
ref-second-simulation = Vérification requête par requête : une simulation à événements discrets de la file de la minute (arrivées de Poisson au taux λ, N workers dans l’ordre d’arrivée, service exponentiel de moyenne S, patience de 2 s), partie vide et chauffée jusqu’à ce que la file se soit remplie plusieurs fois jusqu’à sa patience ; 20 lots, chacun au moins cinq fois plus long que le temps que met la file à oublier son état ; le p99 de toutes les requêtes mesurées (une requête partie compte pour 2 s) avec un intervalle à 95 % tiré de la dispersion des lots ; quatre fois plus de requêtes, jusqu’à 64 millions, jusqu’à connaître le p99 à ±2 %
ref-second-assume-gap = Hypothèse : les valeurs exactes utilisent les N, λ et S de la minute, comme les relations de la page source ; elles n’influencent jamais le jeu. Le p99 simulé se compare au p99 exact là où les attentes de plus de 2 s sont rares ; au-delà, les requêtes qui partent raccourcissent l’attente des autres.
ref-second-assume-seed = Hypothèse : le flux aléatoire de la vérification a pour graine celle de la simulation et la minute (graine × 0x9E3779B9 xor minute), si bien que la fenêtre et `sre-sim check` donnent les mêmes nombres ; ses tirages exponentiels utilisent la méthode ziggourat.
ref-second-live-gap = p99 de la page source
ref-second-p-timeout = P(expiration)
ref-second-p-wait = P(attente)
ref-second-check-hint = Vérifier cette minute par simulation (onglet De garde) : les temps de réponse d’un million de requêtes simulées, ou plus.
ref-source-7 = Temps de réponse exact de M/M/N : D. Gross, J. F. Shortle, J. M. Thompson, C. M. Harris, Fundamentals of Queueing Theory, 4e éd., Wiley 2008, §2.3 (l’attente est nulle avec la probabilité 1 − C, sinon exponentielle de taux N/S − λ, indépendante du temps de service).
ref-source-8 = La file M/M/N+D (patience déterministe) : R. Barrer, « Queuing with impatient customers and ordered service », Operations Research 5(5), 1957 ; A. Mandelbaum, S. Zeltyn, « The M/M/n+G queue: summary of performance measures » (Technion, 2009).
ref-source-9 = Analyse des sorties de simulation : A. M. Law, Simulation Modeling and Analysis, 5e éd., McGraw-Hill 2015, chap. 9 (chauffe, moyennes par lots, procédures séquentielles) ; S. Asmussen, P. W. Glynn, Stochastic Simulation, Springer 2007, §III.5a (sectionnement) ; G. Marsaglia, W. W. Tsang, « The ziggurat method for generating random variables », J. Statistical Software 5(8), 2000.

oncall-metric-p99-exact = Latence p99, exacte
oncall-metric-timeouts-exact = Expirations, M/M/N+D
oncall-chart-p99-exact = p99, exact
oncall-chart-show-exact = p99 exact
oncall-chart-show-exact-hint = Tracer le p99 exact de la même file (le second avis) à côté de l’approximation de la page source.

oncall-check-button = Vérifier cette minute par simulation
oncall-check-button-hint = Simuler la file de cette minute requête par requête, et comparer le p99 de la page source, le p99 exact et le p99 simulé.
oncall-check-after-guess = Disponible après votre prédiction : les chiffres de la vérification donneraient la réponse.
oncall-check-title = Vérifier cette minute par simulation
oncall-check-minute = Minute { $minute } ({ $clock })
oncall-check-running = Simulation… { $done } requêtes sur { $total }
oncall-check-stop = Arrêter
oncall-check-close = Fermer
oncall-check-no-traffic = Aucune requête n’arrive à cette minute : il n’y a pas de file à simuler.
oncall-check-no-workers = Aucune instance ne sert à cette minute : chaque requête attend l’expiration de 2 s, il n’y a pas de file à simuler.
oncall-check-failed = La simulation s’est terminée sans résultat.
oncall-check-col-p99 = p99
oncall-check-col-timeouts = expirations
oncall-check-col-wait = ont attendu
oncall-check-col-utilization = utilisation
oncall-check-row-model = modèle de la page source
oncall-check-row-exact = exact
oncall-check-row-simulated = simulé
oncall-check-row-interval = intervalle à 95 %
oncall-check-histogram = Temps de réponse de { $total } requêtes simulées (précédées de { $count } requêtes de chauffe)
oncall-check-axis-time = temps de réponse (ms)
oncall-check-axis-share = part des requêtes (%)
oncall-check-above-timeout = Le p99 simulé est de { $p99 }, au-delà du délai d’expiration de { $timeout } : le temps d’une requête simulée est son attente plus son service, si bien qu’une requête dont le service commence juste avant l’expiration prend encore son temps de service après. Le p99 de la page source compte une requête expirée à { $timeout }.
oncall-check-beyond = { $n ->
        [one] { $count } requête a duré
       *[other] { $count } requêtes ont duré
    } plus que la dernière barre ; une requête expirée compte pour 2 s.
oncall-check-seed = graine de la simulation { $seed }
