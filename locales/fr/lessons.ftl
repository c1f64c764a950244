# Les textes des leçons intégrées (src/lesson/lessons/*.ron les nomment).

lesson-utilization-title = Utilisation et loi de Little
lesson-utilization-idea = À quel point un parc est occupé : arrivées × temps par requête ÷ exécutants.
lesson-utilization-scenario-name = Leçon : un midi calme
lesson-utilization-scenario-briefing = 12:00, trafic constant de 1125 requêtes par seconde, dix instances, mise à l’échelle automatique désactivée.
lesson-utilization-step-1 = Loi de Little : les exécutants occupés à la fois valent le débit d’arrivée fois le temps pendant lequel chaque requête occupe un exécutant, a = λ·S. Le parc compte N = instances × 16 exécutants, et son utilisation vaut a ÷ N. Ici λ = 1125 requêtes par seconde, chaque requête occupe un exécutant environ 74 ms (50 ms de CPU, 20 ms pour la fonctionnalité lourde, quelques ms pour la base de données), et dix instances donnent 160 exécutants.
lesson-utilization-step-1-question = Quelle utilisation le parc affichera-t-il à la minute 5 ?
lesson-utilization-step-1-why = a = 1125 × 0,074 s ≈ 83,5 exécutants occupés sur 160 : 83,5 ÷ 160 ≈ 52 %.
lesson-utilization-step-1-hint-1 = Multipliez le débit d’arrivée par le temps par requête : c’est le nombre d’exécutants occupés à la fois.
lesson-utilization-step-1-hint-2 = 1125 × 0,074 ≈ 83,5 exécutants occupés ; divisez par 10 × 16 = 160.
lesson-utilization-step-2 = La moitié du parc est inactive, et vous la payez. Amenez l’utilisation entre 60 % et 80 % de la minute 15 à la fin (minute 30) : un parc plus occupé, encore à l’écart du coude de la file d’attente. La mise à l’échelle automatique est désactivée, donc le parc compte exactement le Minimum d’instances.
lesson-utilization-step-2-hint-1 = Mêmes exécutants occupés, moins d’exécutants : l’utilisation monte. Quel N place 83,5 ÷ N entre 0,6 et 0,8 ?
lesson-utilization-step-2-hint-2 = N entre 105 et 139 exécutants : 7 ou 8 instances (112 ou 128 exécutants).
lesson-utilization-step-2-hint-3 = Réglez Minimum d’instances sur 8 avant la minute 15, puis jouez jusqu’à la fin.
lesson-utilization-remember = Utilisation = λ·S ÷ N (loi de Little). Doublez le trafic ou le temps par requête et vous doublez les exécutants occupés : le parc nécessaire découle des deux.

lesson-queueing-knee-title = Le coude de la file d’attente
lesson-queueing-knee-idea = Pourquoi la latence reste stable, puis grimpe en flèche près de la pleine utilisation (Erlang C).
lesson-queueing-knee-scenario-name = Leçon : une lente montée
lesson-queueing-knee-scenario-briefing = 12:00, six instances, mise à l’échelle automatique désactivée ; à partir de la minute 10, le trafic monte de 41 % en 20 minutes, puis se maintient.
lesson-queueing-knee-step-1 = Six instances, 96 exécutants, 900 requêtes par seconde : l’utilisation est d’environ 70 %. À partir de la minute 10, le trafic monte régulièrement. La théorie des files d’attente (Erlang C) dit que l’attente croît d’abord lentement, puis très vite quand l’utilisation approche 100 % : le coude. Estimez la latence p99 à la minute 10, à 70 %.
lesson-queueing-knee-step-1-question = Latence p99 à la minute 10 (utilisation d’environ 70 %) ?
lesson-queueing-knee-step-1-why = À 70 %, presque aucune requête n’attend d’exécutant : le p99 est la queue du temps de service lui-même, environ 345 ms.
lesson-queueing-knee-step-1-hint-1 = À 70 %, une requête trouve rarement les 96 exécutants tous occupés.
lesson-queueing-knee-step-1-hint-2 = Sans attente, le p99 est la queue du temps de service : environ 4,6 × sa moyenne de 74 ms.
lesson-queueing-knee-step-2 = Maintenant 90 % : le trafic atteint environ 1160 requêtes par seconde à la minute 24. Estimez le p99 à ce moment-là.
lesson-queueing-knee-step-2-question = Latence p99 à la minute 24 (utilisation d’environ 90 %) ?
lesson-queueing-knee-step-2-why = À 90 %, une requête attend de temps en temps, et brièvement : le p99 n’augmente que de quelques dizaines de millisecondes.
lesson-queueing-knee-step-2-hint-1 = La probabilité d’attente d’Erlang C croît avec l’utilisation, mais avec 96 exécutants elle reste faible jusqu’aux abords de 100 %.
lesson-queueing-knee-step-3 = Et 97 %, à la minute 30. Estimez encore.
lesson-queueing-knee-step-3-question = Latence p99 à la minute 30 (utilisation d’environ 97 %) ?
lesson-queueing-knee-step-3-why = Le coude : de 90 % à 97 %, le p99 augmente plusieurs fois plus que de 70 % à 90 %. Près de 100 %, chaque requête de plus attend derrière les autres.
lesson-queueing-knee-step-3-hint-1 = Regardez de combien il a augmenté de 70 % à 90 %, puis attendez-vous à beaucoup plus.
lesson-queueing-knee-step-4 = Le trafic reste près de 97 % jusqu’à la minute 45. Ramenez le p99 sous 400 ms de la minute 36 à la fin (minute 50), avec aussi peu d’instances que possible.
lesson-queueing-knee-step-4-hint-1 = Une instance de plus fait passer l’utilisation de 97 % à environ 84 % : de nouveau sous le coude.
lesson-queueing-knee-step-4-hint-2 = Les nouvelles instances mettent 3 minutes à démarrer : décidez d’ici la minute 32.
lesson-queueing-knee-step-4-hint-3 = Réglez Minimum d’instances sur 7 maintenant.
lesson-queueing-knee-remember = La latence reste stable tant que l’utilisation n’est pas élevée, puis grimpe en flèche : le coude. Restez bien en dessous ; les derniers pour cent d’utilisation sont ceux qui coûtent le plus de latence.

lesson-tail-latency-title = La queue n’est pas la moyenne
lesson-tail-latency-idea = Pourquoi le p99 vaut plusieurs fois la moyenne, et comment la file l’allonge.
lesson-tail-latency-scenario-name = Leçon : un midi chargé
lesson-tail-latency-scenario-briefing = 12:00, trafic constant de 1250 requêtes par seconde sur six instances, mise à l’échelle automatique désactivée : le parc est à 96 %.
lesson-tail-latency-step-1 = Une requête occupe un exécutant environ 74 ms en moyenne, mais les temps de service varient : la plupart des requêtes sont rapides, quelques-unes sont lentes (les temps de service du modèle sont exponentiels). Le p99 est le temps que 99 % des requêtes ne dépassent pas. Estimez le p99 à la minute 5, avec le parc à 96 %.
lesson-tail-latency-step-1-question = Latence p99 à la minute 5 ?
lesson-tail-latency-step-1-why = La queue du temps de service seule vaut ln(100) ≈ 4,6 × sa moyenne, environ 340 ms ; près de 96 %, l’attente d’un exécutant s’y ajoute. La moyenne reste sous 100 ms.
lesson-tail-latency-step-1-hint-1 = Le p99 n’est pas la moyenne : pour des temps de service exponentiels, le 99e centile vaut 4,6 × la moyenne.
lesson-tail-latency-step-1-hint-2 = 4,6 × 74 ms ≈ 340 ms, plus le temps d’attente d’un exécutant.
lesson-tail-latency-step-2 = Le p99 de la graine est une approximation. À côté, le second avis calcule le 99e centile exact de la même file (p99 exact dans les métriques). À cette charge, l’approximation est pessimiste d’environ 70 ms ; la Référence du modèle montre les deux avec les valeurs du moment.
lesson-tail-latency-step-2-hint-1 = L’entrée de la référence sur le p99 exact montre les deux relations avec les valeurs en direct.
lesson-tail-latency-step-3 = Ramenez le p99 sous 360 ms de la minute 10 à la fin (minute 30). Il y a plus d’un moyen : l’un coûte de l’argent, l’autre une fonctionnalité.
lesson-tail-latency-step-3-hint-1 = Le p99 est la queue du temps de service plus l’attente : raccourcissez l’une ou l’autre.
lesson-tail-latency-step-3-hint-2 = Une instance de plus amène l’utilisation à environ 83 %, où l’attente disparaît presque.
lesson-tail-latency-step-3-hint-3 = Réglez Minimum d’instances sur 7 avant la minute 7 (3 minutes de démarrage), ou désactivez la fonctionnalité lourde.
lesson-tail-latency-remember = La queue n’est pas la moyenne : même sans file, le p99 vaut plusieurs fois le temps de service moyen. Près de la saturation, la file d’attente allonge d’abord la queue.

lesson-caches-title = Caches : succès, obsolescence et vidage
lesson-caches-idea = Taux de succès selon le TTL (r·T), réponses obsolètes, et un cache froid à la pointe.
lesson-caches-scenario-name = Leçon : le cache à midi
lesson-caches-scenario-briefing = 12:00, 1125 requêtes par seconde, un TTL de 60 s. À la minute 20, le cache est vidé.
lesson-caches-step-1 = Le cache garde chaque réponse pendant son TTL, T. Avec 20 000 objets populaires, chacun est demandé r = λ ÷ 20 000 fois par seconde, et une requête est un succès sauf si la copie a expiré : le taux de succès vaut r·T ÷ (1 + r·T). Estimez le taux de succès à la minute 3, avec λ = 1125 requêtes par seconde et T = 60 s.
lesson-caches-step-1-question = Taux de succès du cache à la minute 3 ?
lesson-caches-step-1-why = r = 1125 ÷ 20 000 ≈ 0,056 par seconde, r·T ≈ 3,4, et 3,4 ÷ 4,4 ≈ 77 %.
lesson-caches-step-1-hint-1 = r·T est le nombre de fois qu’un objet est demandé pendant un TTL.
lesson-caches-step-1-hint-2 = r = 0,05625 par seconde, donc r·T = 3,375.
lesson-caches-step-2 = Un TTL plus long donne plus de succès mais des réponses plus anciennes : l’âge moyen d’une réponse en cache croît avec T. Surveillez la charge de la base de données et l’âge des réponses. À la minute 20, le cache est vidé, à la pointe de la journée.
lesson-caches-step-2-hint-1 = L’âge en cache, c’est l’âge moyen de la réponse que reçoit un utilisateur.
lesson-caches-step-3 = Le cache est vide et chaque requête va à la base de données. Ramenez le taux de succès au-dessus de 75 % d’ici la fin (minute 60), et gardez le p99 sous 500 ms à partir de la minute 25. Le préchauffage remplit vite le cache, mais ajoute 600 requêtes en base par seconde tant qu’il tourne.
lesson-caches-step-3-hint-1 = Livré à lui-même, le cache se remplit avec une constante de temps de 30 minutes : trop lent.
lesson-caches-step-3-hint-2 = Un préchauffage quand la base de données est presque pleine remplit lentement et alourdit sa charge : faites d’abord de la place.
lesson-caches-step-3-hint-3 = Désactivez la fonctionnalité lourde (une requête en base de moins par requête), puis lancez le préchauffage vers la minute 30.
lesson-caches-remember = Taux de succès = r·T ÷ (1 + r·T) : un TTL plus long achète des succès au prix de l’obsolescence. Un cache froid envoie toute sa charge à la base de données ; remplissez-le quand la base a de la marge.

lesson-error-budgets-title = Budgets d’erreurs et taux de consommation
lesson-error-budgets-idea = Pourquoi l’alerte se déclenche à 14,4× sur deux fenêtres, et pourquoi une consommation lente n’alerte jamais.
lesson-error-budgets-scenario-name = Leçon : une petite régression
lesson-error-budgets-scenario-briefing = 09:00, un budget d’erreurs plein. À la minute 5, une version est déployée qui fait échouer 1 % des requêtes.
lesson-error-budgets-step-1 = Le SLO est de 99,9 % : le budget d’erreurs vaut 0,1 % des requêtes du mois. Le taux de consommation est le taux d’erreur ÷ 0,1 % ; à 1×, le budget dure tout juste le mois. À la minute 5, une version est déployée qui fait échouer 1 % des requêtes. Estimez le taux de consommation sur 1 heure à la minute 35.
lesson-error-budgets-step-1-question = Taux de consommation sur 1 heure à la minute 35 ?
lesson-error-budgets-step-1-why = 1 % d’erreurs consomme à 10× ; sur la dernière heure, 30 des 60 minutes en ont eu : 10 × 30 ÷ 60 = 5×.
lesson-error-budgets-step-1-hint-1 = Le taux de consommation sur une heure est la moyenne des taux de consommation de ses minutes.
lesson-error-budgets-step-1-hint-2 = 1 % ÷ 0,1 % = 10× tant que cette version sert.
lesson-error-budgets-step-2 = L’alerte ne se déclenche que quand les taux de consommation sur 1 heure et sur 5 minutes dépassent tous deux 14,4× : à ce rythme, 2 % du budget du mois part en une heure. Cette version consomme à 10× : elle ne déclenchera jamais l’alerte, mais elle dépenserait le budget du mois en trois jours. Personne ne vous réveillera ; agissez d’après le graphique. Revenez à la dernière bonne version d’ici la minute 45, et terminez avec plus de 98,5 % du budget.
lesson-error-budgets-step-2-hint-1 = Une consommation sous 14,4× appelle un ticket, pas une alerte : elle mérite quand même d’être corrigée dès aujourd’hui.
lesson-error-budgets-step-2-hint-2 = Les erreurs ont commencé avec le repère du déploiement (Nouvelle version) à la minute 5.
lesson-error-budgets-step-2-hint-3 = Appuyez sur « Revenir à la dernière bonne version » : la dernière bonne version prend le trafic 5 minutes plus tard.
lesson-error-budgets-remember = Taux de consommation = taux d’erreur ÷ budget d’erreurs. L’alerte est faite pour les consommations rapides (14,4× sur deux fenêtres) ; une consommation lente n’alerte jamais, mais vide quand même le budget.

lesson-autoscaling-title = Mise à l’échelle automatique et délai de démarrage
lesson-autoscaling-idea = Le suivi de cible suit la charge ; avec des démarrages lents, il lui faut de la marge avant un pic.
lesson-autoscaling-scenario-name = Leçon : un pic annoncé
lesson-autoscaling-scenario-briefing = 08:00. À la minute 20, le trafic monte à 2,5× en 5 minutes et y reste 40 minutes. Les instances mettent 8 minutes à démarrer.
lesson-autoscaling-step-1 = Le suivi de cible ajoute des instances quand l’utilisation dépasse sa cible (60 %) et en retire lentement quand elle est en dessous. Ici, une nouvelle instance met 8 minutes à démarrer. Le pic est annoncé : à la minute 20, le trafic monte à 2,5× en 5 minutes et y reste 40 minutes. Préparez-vous avant la minute 20, pour que l’alerte ne se déclenche jamais.
lesson-autoscaling-step-1-hint-1 = La mise à l’échelle automatique vise sa cible : une cible plus basse garde de la capacité de réserve en marche.
lesson-autoscaling-step-1-hint-2 = À 2,5× le trafic, 60 % deviennent 150 % : il vous faut de la place avant la montée, car les démarrages prennent 8 minutes.
lesson-autoscaling-step-1-hint-3 = Réglez Minimum d’instances sur 22 avant la minute 12, ou l’utilisation cible sur 40 % tout de suite.
lesson-autoscaling-step-2 = Avant de continuer : quelle utilisation votre parc affichera-t-il à la minute 30, sur le plateau du pic ?
lesson-autoscaling-step-2-question = Utilisation à la minute 30 ?
lesson-autoscaling-step-2-why = L’utilisation vaut λ·S ÷ N : 2,5 × le trafic, sur les instances en service à ce moment-là. Au-dessus de la cible, la mise à l’échelle automatique en lance d’autres, qui serviront 8 minutes plus tard.
lesson-autoscaling-step-2-hint-1 = Comptez les instances qui seront en service à la minute 30, et le trafic : 2,5 × environ 1070 requêtes par seconde.
lesson-autoscaling-step-3 = Jouez jusqu’à la fin (minute 90) : l’alerte ne doit jamais se déclencher et il doit rester au moins 99,5 % du budget.
lesson-autoscaling-step-3-hint-1 = Si l’alerte s’est déclenchée, appuyez sur Recommencer et préparez-vous plus tôt.
lesson-autoscaling-remember = La mise à l’échelle automatique suit la charge ; elle ne la prévoit pas. Avec des démarrages lents, gardez de la marge (une cible plus basse, un plancher plus haut) avant un pic connu.

lesson-rollback-or-scale-title = Retour arrière ou mise à l’échelle ?
lesson-rollback-or-scale-idea = Des erreurs que la capacité ne peut pas corriger : le déploiement raté.
lesson-rollback-or-scale-scenario-name = Leçon : un déploiement raté
lesson-rollback-or-scale-scenario-briefing = 09:00, il reste un cinquième du budget d’erreurs du mois. À la minute 10, une nouvelle version est déployée.
lesson-rollback-or-scale-step-1 = À la minute 10, une nouvelle version est déployée. Surveillez le graphique des erreurs et son repère de déploiement.
lesson-rollback-or-scale-step-1-hint-1 = Le repère sur les graphiques montre quand la version a été déployée.
lesson-rollback-or-scale-step-2 = 5 % des requêtes échouent depuis le déploiement. Supposons que vous ajoutiez de la capacité : réglez Minimum d’instances sur 20 et estimez le taux d’erreur à la minute 20.
lesson-rollback-or-scale-step-2-question = Taux d’erreur à la minute 20 ?
lesson-rollback-or-scale-step-2-why = Les erreurs viennent du code de la version, pas d’un manque de capacité : chaque instance l’exécute, donc 5 % des requêtes échouent toujours, quel que soit le nombre d’instances en service.
lesson-rollback-or-scale-step-2-hint-1 = Un bogue disparaît-il sur un parc plus grand ?
lesson-rollback-or-scale-step-3 = La capacité ne corrige pas une mauvaise version. Revenez à la dernière bonne version d’ici la minute 30, et ramenez les erreurs sous 1 % de la minute 40 à la fin (minute 60).
lesson-rollback-or-scale-step-3-hint-1 = Qu’est-ce qui a changé à la minute 10 ?
lesson-rollback-or-scale-step-3-hint-2 = Le retour arrière prépare la dernière bonne version pendant 5 minutes, puis bascule le trafic.
lesson-rollback-or-scale-step-3-hint-3 = Appuyez sur « Revenir à la dernière bonne version » maintenant.
lesson-rollback-or-scale-remember = Quand les erreurs commencent avec un déploiement, revenez d’abord en arrière et enquêtez ensuite. Ajouter des instances corrige un manque de capacité, pas un bogue.

lesson-shedding-title = Délestage et dégradation gracieuse
lesson-shedding-idea = En surcharge, abandonnez le travail facultatif avant que le travail essentiel n’échoue.
lesson-shedding-scenario-name = Leçon : une bascule de la base de données
lesson-shedding-scenario-briefing = 11:45. À la minute 10, la base de données bascule : pendant 15 minutes, elle ne sert qu’un cinquième de sa capacité.
lesson-shedding-step-1 = À la minute 10, la base de données bascule : pendant 15 minutes, la nouvelle base primaire ne sert qu’un cinquième des requêtes en base, 800 par seconde. Chaque requête fait 3 requêtes en base avec la fonctionnalité lourde (recommandations) et 2 sans ; le cache répond à la plupart d’entre elles. Surveillez le graphique de la base de données.
lesson-shedding-step-1-hint-1 = L’utilisation de la base de données rapporte ses requêtes en base par seconde à sa capacité.
lesson-shedding-step-2 = La base de données est pleine : les requêtes en base attendent et les requêtes expirent. Plus d’instances ne feraient qu’envoyer plus de requêtes en base. Deux leviers réduisent ce qui l’atteint : la fonctionnalité lourde désactivée (3 requêtes en base par requête deviennent 2 : dégradation gracieuse) et le délestage du trafic de faible priorité (jusqu’à 30 % de celui-ci). Gardez le p99 sous 500 ms de la minute 14 à la minute 24, et rendez les recommandations à tous d’ici la fin (minute 45).
lesson-shedding-step-2-hint-1 = Quelle commande retire une requête en base à chaque requête ?
lesson-shedding-step-2-hint-2 = Le délestage seul retire 30 % du trafic, mais pas assez de requêtes en base ici.
lesson-shedding-step-2-hint-3 = Désactivez la fonctionnalité tout de suite ; réactivez-la après la minute 25, quand la base de données est rétablie.
lesson-shedding-remember = En surcharge, dégradez gracieusement : abandonnez le travail facultatif (une fonctionnalité, le trafic de faible priorité) avant que le travail essentiel n’échoue, et rétablissez-le quand la cause est passée.
