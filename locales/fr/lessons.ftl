# Les textes des leçons intégrées (src/lesson/lessons/*.ron les nomment).

lesson-utilization-title = Utilisation et loi de Little
lesson-utilization-idea = À quel point un parc est occupé : arrivées × temps par requête ÷ workers.
lesson-utilization-scenario-name = Leçon : un midi calme
lesson-utilization-scenario-briefing = 12:00, trafic constant de 1125 requêtes par seconde, dix instances, mise à l’échelle automatique désactivée.
lesson-utilization-step-1 = Loi de Little : les workers occupés à la fois valent le débit d’arrivée fois le temps pendant lequel chaque requête occupe un worker, a = λ·S. Le parc compte N = instances × 16 workers, et son utilisation vaut a ÷ N. Ici λ = 1125 requêtes par seconde, chaque requête occupe un worker environ 74 ms (50 ms de CPU, 20 ms pour la fonctionnalité lourde, quelques ms pour la base de données), et dix instances donnent 160 workers.
lesson-utilization-step-1-question = Quelle utilisation le parc affichera-t-il à la minute 5 ?
lesson-utilization-step-1-why = a = { $requests } × { $service } s ≈ { $busy } workers occupés sur { $workers } : { $saturated ->
        [yes] plus que le parc n’en a : il est plein (100 %) et refuse { $turned_away } % des requêtes.
       *[no] { $busy } ÷ { $workers } ≈ { $utilization } %.
    }
lesson-utilization-step-1-hint-1 = Multipliez le débit d’arrivée par le temps par requête : c’est le nombre de workers occupés à la fois.
lesson-utilization-step-1-hint-2 = 1125 × 0,0742 ≈ 83,5 workers occupés ; divisez par 10 × 16 = 160.
lesson-utilization-step-2 = La moitié du parc est inactive, et vous la payez. Amenez l’utilisation entre 60 % et 80 % de la minute 15 à la fin (minute 30) : un parc plus occupé, encore loin de 100 %, où l’attente croît vite (une leçon suivante). La mise à l’échelle automatique est désactivée, donc le parc compte exactement le Minimum d’instances.
lesson-utilization-step-2-hint-1 = Mêmes workers occupés, moins de workers : l’utilisation monte. Quel N place 83,5 ÷ N entre 0,6 et 0,8 ?
lesson-utilization-step-2-hint-2 = N entre 105 et 139 workers : 7 ou 8 instances (112 ou 128 workers).
lesson-utilization-step-2-hint-3 = Réglez Minimum d’instances sur 8 avant la minute 15, puis jouez jusqu’à la fin.
lesson-utilization-remember = Utilisation = λ·S ÷ N (loi de Little). Doublez le trafic ou le temps par requête et vous doublez les workers occupés : le parc nécessaire découle des deux.

lesson-tail-latency-title = La queue n’est pas la moyenne
lesson-tail-latency-idea = Pourquoi le p99 vaut plusieurs fois la moyenne, et ce qui le raccourcit.
lesson-tail-latency-scenario-name = Leçon : un midi calme
lesson-tail-latency-scenario-briefing = 12:00, trafic constant de 900 requêtes par seconde sur six instances, mise à l’échelle automatique désactivée : le parc est à 70 %.
lesson-tail-latency-step-1 = Une requête occupe ici un worker environ 75 ms en moyenne, mais les temps de service varient : la plupart des requêtes sont rapides, quelques-unes sont lentes. Les temps de service du modèle sont exponentiels, et le 99e centile d’un temps exponentiel vaut ln(100) ≈ 4,6 fois sa moyenne. Le p99 est le temps que 99 % des requêtes ne dépassent pas. À 70 %, une requête n’attend presque jamais de worker. Estimez le p99 à la minute 5.
lesson-tail-latency-step-1-question = Latence p99 à la minute 5 ?
lesson-tail-latency-step-1-why = { $saturated ->
        [yes] Le parc que vous avez laissé est plein : les requêtes attendent ou échouent, et le p99 vaut { $p99_ms } ms. Avec le parc de départ, presque aucune requête n’attendait : le p99 était la queue du temps de service lui-même, 4,6 × sa moyenne de { $service_ms } ms.
       *[no] Presque sans attente, le p99 est la queue du temps de service lui-même : 4,6 × { $service_ms } ms ≈ { $p99_ms } ms. La moyenne est de { $service_ms } ms : une requête sur cent prend plus de quatre fois plus longtemps.
    }
lesson-tail-latency-step-1-hint-1 = Le p99 d’un temps exponentiel vaut 4,6 × sa moyenne.
lesson-tail-latency-step-1-hint-2 = 4,6 × 75 ms ≈ 345 ms.
lesson-tail-latency-step-2 = Supposez que vous doubliez le parc maintenant, à douze instances (192 workers).
lesson-tail-latency-step-2-question = Que ferait le p99 ?
lesson-tail-latency-step-2-option-half = Il baisserait de moitié environ
lesson-tail-latency-step-2-option-same = Il bougerait à peine
lesson-tail-latency-step-2-option-more = Il monterait
lesson-tail-latency-step-2-why = À 70 %, presque aucune requête n’attend : plus de workers n’ont presque rien à retirer, le p99 est le temps de service lui-même. Avec douze instances, le p99 du modèle reste à 345 ms, pour deux fois le coût.
lesson-tail-latency-step-2-hint-1 = Plus de workers raccourcissent l’attente d’un worker, pas le travail lui-même.
lesson-tail-latency-step-3 = Ramenez le p99 sous 300 ms de la minute 10 à la fin (minute 30). Plus de capacité n’y suffira pas : raccourcissez le travail lui-même.
lesson-tail-latency-step-3-hint-1 = Le p99 vaut 4,6 × le temps de service moyen : qu’est-ce qui fait durer une requête 75 ms ?
lesson-tail-latency-step-3-hint-2 = La fonctionnalité lourde (recommandations) ajoute 20 ms de CPU et une requête à la base de données à chaque requête.
lesson-tail-latency-step-3-hint-3 = Désactivez la fonctionnalité lourde avant la minute 10 : 4,6 × environ 53 ms ≈ 244 ms.
lesson-tail-latency-remember = La queue n’est pas la moyenne : avec des temps de service exponentiels, le p99 vaut 4,6 × la moyenne, et quand personne n’attend, plus de capacité ne le raccourcit pas. Vous avez raccourci le travail, et la queue a suivi.

lesson-queueing-knee-title = Le coude de la file d’attente
lesson-queueing-knee-idea = Pourquoi la latence reste stable, puis grimpe en flèche près de la pleine utilisation (Erlang C).
lesson-queueing-knee-scenario-name = Leçon : une lente montée
lesson-queueing-knee-scenario-briefing = 12:00, six instances, mise à l’échelle automatique désactivée ; à partir de la minute 10, le trafic monte de 41 % en 20 minutes, puis se maintient.
lesson-queueing-knee-step-1 = Six instances, 96 workers, 900 requêtes par seconde : le parc est à 70 % et le p99 vaut 345 ms, la queue du temps de service lui-même (la leçon précédente). À partir de la minute 10, le trafic monte régulièrement, jusqu’à environ 1160 requêtes par seconde à la minute 24 et 1270 à la minute 30, puis se maintient jusqu’à la minute 45. Estimez l’utilisation à la minute 24.
lesson-queueing-knee-step-1-question = Utilisation à la minute 24 ?
lesson-queueing-knee-step-1-why = L’utilisation vaut λ·S ÷ N : { $requests } × { $service } s ≈ { $busy } workers occupés sur { $workers }, { $saturated ->
        [yes] plus que le parc n’en a : il est plein (100 %) et refuse { $turned_away } % des requêtes.
       *[no] soit { $utilization } %. Le p99 a à peine bougé depuis la minute 10.
    }
lesson-queueing-knee-step-1-hint-1 = Utilisation = débit d’arrivée × temps par requête ÷ workers (la première leçon).
lesson-queueing-knee-step-1-hint-2 = 1160 × 0,074 s ≈ 86 workers occupés ; divisez par 96.
lesson-queueing-knee-step-2 = De 70 % à 90 %, le p99 a un peu augmenté (le graphique le montre) ; le trafic monte maintenant vers 98 % à la minute 30.
lesson-queueing-knee-step-2-question = Qu’est-ce qui fait le plus monter le p99 ?
lesson-queueing-knee-step-2-option-first = De 70 % à 90 % (minutes 10 à 24)
lesson-queueing-knee-step-2-option-second = De 90 % à 98 % (minutes 24 à 30)
lesson-queueing-knee-step-2-option-same = À peu près autant
lesson-queueing-knee-step-2-why = Erlang C : une requête n’attend que si tous les workers sont occupés. Avec 96 workers, c’est d’abord rare, puis, près de 100 %, chaque requête de plus attend derrière les autres : le coude. Le p99 a augmenté de 18 ms de 70 % à 90 %, puis de 119 ms de 90 % à 98 %, en un tiers de la montée. Le p99 exact du second avis monte moins (de 343 à 375 ms : la formule de la spécification ajoute la queue de l’attente à celle du service et la surestime), mais lui aussi monte surtout dans les derniers pour cent.
lesson-queueing-knee-step-2-hint-1 = Comparez le p99 aux minutes 10 et 24 sur le graphique ; l’attente croît le plus vite près de 100 %.
lesson-queueing-knee-step-3 = Le trafic reste près de 98 % jusqu’à la minute 45. Ramenez l’utilisation sous 90 % de la minute 36 à la fin (minute 50), avec moins de huit instances : sous le coude, sans payer un parc qui reste inactif.
lesson-queueing-knee-step-3-hint-1 = Quel N met 1270 × 0,074 s sous 90 % de N workers ?
lesson-queueing-knee-step-3-hint-2 = Environ 94 workers occupés ÷ 0,9 ≈ 105 workers : sept instances (112). Les nouvelles instances mettent 3 minutes à démarrer : décidez d’ici la minute 33.
lesson-queueing-knee-step-3-hint-3 = Réglez Minimum d’instances sur 7 maintenant.
lesson-queueing-knee-remember = La latence reste stable tant que l’utilisation n’est pas élevée, puis grimpe en flèche : le coude. Vous avez ramené le parc sous le coude avec une instance de plus, pas dix : restez sous le coude, pas loin en dessous.

lesson-caches-title = Caches : succès, obsolescence et vidage
lesson-caches-idea = Le taux de succès selon le débit de requêtes et le TTL (r·T), et un cache froid.
lesson-caches-scenario-name = Leçon : le cache à midi
lesson-caches-scenario-briefing = 12:00, 1125 requêtes par seconde, un TTL de 60 s. À la minute 20, le cache est vidé.
lesson-caches-step-1 = Le cache garde chaque réponse pendant son TTL, T. Avec 20 000 objets populaires, chacun est demandé r = λ ÷ 20 000 fois par seconde, et une requête est un succès sauf si la copie a expiré : le taux de succès vaut r·T ÷ (1 + r·T). Estimez le taux de succès à la minute 3, avec λ = 1125 requêtes par seconde et T = 60 s.
lesson-caches-step-1-question = Taux de succès du cache à la minute 3 ?
lesson-caches-step-1-why = r = 1125 ÷ 20 000 ≈ 0,056 par seconde, r·T ≈ 3,4, et 3,4 ÷ 4,4 ≈ 77 %.
lesson-caches-step-1-hint-1 = r·T est le nombre de fois qu’un objet est demandé pendant un TTL.
lesson-caches-step-1-hint-2 = r = 0,05625 par seconde, donc r·T = 3,375.
lesson-caches-step-2 = Le cache répond à environ trois requêtes sur quatre ; la base de données ne voit que les échecs du cache. Surveillez la charge de la base de données. À la minute 20 (12:20), le cache est vidé.
lesson-caches-step-2-hint-1 = La charge de la base vaut les requêtes × leurs requêtes en base × la part que le cache manque.
lesson-caches-step-3 = Le cache est vide et chaque requête va à la base de données. Ramenez le taux de succès au-dessus de 75 % d’ici la fin (minute 60), gardez le p99 sous 500 ms à partir de la minute 25, et rendez les recommandations à tous d’ici la fin. Le préchauffage remplit vite le cache, mais ajoute 600 requêtes en base par seconde tant qu’il tourne.
lesson-caches-step-3-hint-1 = Livré à lui-même, le cache se remplit avec une constante de temps de 30 minutes : trop lent.
lesson-caches-step-3-hint-2 = Un préchauffage tout de suite ajoute 600 requêtes en base par seconde à une base déjà au-dessus de 80 % : plus de requêtes échouent pendant sa première minute, et une seule exécution lancée alors laisse le cache incomplet à la fin. Faites d’abord de la place.
lesson-caches-step-3-hint-3 = Désactivez la fonctionnalité lourde (une requête en base de moins par requête), puis lancez le préchauffage vers la minute 30 ; une fois le cache chaud, réactivez la fonctionnalité.
lesson-caches-remember = Taux de succès = r·T ÷ (1 + r·T), comme vous l’avez calculé. Un cache froid envoie toute sa charge à la base de données : vous avez d’abord fait de la place (par exemple la fonctionnalité lourde coupée), l’avez rempli, puis avez rendu ce que vous aviez retiré.

lesson-error-budgets-title = Budgets d’erreurs et taux de consommation
lesson-error-budgets-idea = À quelle vitesse les erreurs dépensent le budget (le taux de consommation), et pourquoi une consommation lente alerte tard.
lesson-error-budgets-scenario-name = Leçon : une petite régression
lesson-error-budgets-scenario-briefing = 09:00, un budget d’erreurs plein. À la minute 5, une version est déployée qui fait échouer 1 % des requêtes.
lesson-error-budgets-step-1 = Le SLO est de 99,9 % : le budget d’erreurs vaut 0,1 % du mois, et à 1× il dure tout juste 30 jours. Le taux de consommation est le taux d’erreur ÷ 0,1 %. À la minute 5, une version est déployée qui fait échouer 1 % des requêtes. Estimez le taux de consommation sur 1 heure à la minute 35.
lesson-error-budgets-step-1-question = Taux de consommation sur 1 heure à la minute 35 ?
lesson-error-budgets-step-1-why = 1 % d’erreurs consomme à 10× ; sur la dernière heure, 31 des 60 minutes (5 à 35) en ont eu : 10 × 31 ÷ 60 ≈ 5,2×.
lesson-error-budgets-step-1-hint-1 = Le taux de consommation sur une heure est la moyenne des taux de consommation de ses minutes.
lesson-error-budgets-step-1-hint-2 = 1 % ÷ 0,1 % = 10× tant que cette version sert.
lesson-error-budgets-step-2 = L’alerte du jeu ne se déclenche que quand les taux de consommation sur 1 heure et sur 5 minutes atteignent tous deux au moins 14,4× : à ce rythme, 2 % du budget du mois part en une heure. Cette version consomme à 10× : elle ne déclenchera pas cette alerte rapide, mais elle dépenserait le budget du mois en trois jours. Le SRE Workbook associe à l’alerte rapide une alerte plus lente (6× sur 6 heures et 30 minutes), qui n’attraperait une consommation constante de 10× qu’après environ 3,6 heures. N’attendez ni l’une ni l’autre : agissez d’après le graphique. Revenez à la dernière bonne version d’ici la minute 40, et terminez avec plus de 99 % du budget.
lesson-error-budgets-step-2-hint-1 = Une consommation sous 14,4× ne déclenche pas l’alerte rapide, mais elle dépense quand même le budget : à 10×, le budget du mois dure trois jours.
lesson-error-budgets-step-2-hint-2 = Les erreurs ont commencé avec le repère du déploiement (Nouvelle version) à la minute 5.
lesson-error-budgets-step-2-hint-3 = Appuyez sur « Revenir à la dernière bonne version » : la dernière bonne version prend le trafic 5 minutes plus tard.
lesson-error-budgets-remember = Taux de consommation = taux d’erreur ÷ budget d’erreurs. L’alerte rapide est faite pour les consommations rapides (14,4× sur deux fenêtres) ; une consommation plus lente alerte plus tard, ou pas avant d’avoir dépensé une bonne part du budget : vous avez lu la consommation sur le graphique et agi avant toute alerte.

lesson-autoscaling-title = Mise à l’échelle automatique et délai de démarrage
lesson-autoscaling-idea = Le suivi de cible suit la charge ; avec des démarrages lents, il lui faut de la marge avant un pic.
lesson-autoscaling-scenario-name = Leçon : un pic annoncé
lesson-autoscaling-scenario-briefing = 08:00. À la minute 20, le trafic monte à 2,5× en 5 minutes et y reste 40 minutes. Les instances mettent 8 minutes à démarrer.
lesson-autoscaling-step-1 = Le suivi de cible ajoute des instances quand l’utilisation dépasse sa cible (60 %) et en retire lentement quand elle est en dessous. Ici, une nouvelle instance met 8 minutes à démarrer. Le pic est annoncé : à la minute 20, le trafic monte à 2,5× en 5 minutes et y reste 40 minutes. Préparez-vous pour que l’alerte ne se déclenche jamais, sans payer toute la journée un parc à la taille du pic. La simulation s’arrête à la minute 12 : les instances lancées d’ici là servent quand le pic commence.
lesson-autoscaling-step-1-hint-1 = Le plancher (Minimum d’instances) lance de la capacité maintenant ; le suivi de cible ne réagit qu’à la charge qu’il a vue.
lesson-autoscaling-step-1-hint-2 = Le parc tourne à environ 53 % sur son plancher de 10 instances ; à 2,5× le trafic, il lui en faudrait environ 130 % : il vous faut de la marge avant la montée, car les démarrages prennent 8 minutes.
lesson-autoscaling-step-1-hint-3 = Réglez Minimum d’instances sur 22 d’ici la minute 12, puis de nouveau sur 10 une fois le pic passé (minute 65).
lesson-autoscaling-step-2 = Dernier moment pour vous préparer. Avant de continuer : quelle utilisation votre parc affichera-t-il à la minute 30, sur le plateau du pic ?
lesson-autoscaling-step-2-question = Utilisation à la minute 30 ?
lesson-autoscaling-step-2-why = L’utilisation vaut λ·S ÷ N : avec le trafic à 2,5 × l’ordinaire, { $requests } requêtes par seconde × { $service } s ≈ { $busy } workers occupés, sur les { $workers } workers des { $instances } instances en service à ce moment-là : { $saturated ->
        [yes] plus qu’ils ne peuvent prendre, donc le parc est plein (100 %) et refuse { $turned_away } % des requêtes.
       *[no] { $utilization } %.
    } Au-dessus de la cible, la mise à l’échelle automatique en lance d’autres, qui serviront 8 minutes plus tard.
lesson-autoscaling-step-2-hint-1 = Comptez les instances qui seront en service à la minute 30, et le trafic : 2,5 × environ 1150 requêtes par seconde, environ 2880.
lesson-autoscaling-step-3 = Jouez jusqu’à la fin (minute 90) : l’alerte ne doit jamais se déclencher, il doit rester au moins 99,5 % du budget, et le parc doit coûter moins de 12,50 $ en tout (ne rien faire coûte 10,33 $) : de la marge pour le pic, pas toute la journée.
lesson-autoscaling-step-3-hint-1 = Si l’alerte s’est déclenchée, recommencez et préparez-vous plus tôt ; si le coût dépasse, rendez la marge une fois le pic passé.
lesson-autoscaling-remember = La mise à l’échelle automatique suit la charge ; elle ne la prévoit pas. Avec des démarrages lents, vous avez acheté de la marge avant un pic connu, un temps de démarrage à l’avance, et l’avez rendue après.

lesson-rollback-or-scale-title = Retour arrière ou mise à l’échelle ?
lesson-rollback-or-scale-idea = Des erreurs que la capacité ne peut pas corriger : le déploiement raté.
lesson-rollback-or-scale-scenario-name = Leçon : un déploiement raté
lesson-rollback-or-scale-scenario-briefing = 09:00, il reste un cinquième du budget d’erreurs du mois. À la minute 10, une nouvelle version est déployée.
lesson-rollback-or-scale-step-1 = À la minute 10, une nouvelle version est déployée. Surveillez le graphique des erreurs et son repère de déploiement.
lesson-rollback-or-scale-step-1-hint-1 = Le repère sur les graphiques montre quand la version a été déployée.
lesson-rollback-or-scale-step-2 = Des requêtes échouent depuis le déploiement. Supposons que vous ajoutiez de la capacité : réglez Minimum d’instances sur 20. Que sera le taux d’erreur à la minute 20 ?
lesson-rollback-or-scale-step-2-question = Avec 20 instances, le taux d’erreur à la minute 20 sera…
lesson-rollback-or-scale-step-2-option-lower = plus bas
lesson-rollback-or-scale-step-2-option-same = le même
lesson-rollback-or-scale-step-2-option-higher = plus haut
lesson-rollback-or-scale-step-2-why = Les erreurs viennent du code de la version, pas d’un manque de capacité : chaque instance l’exécute, donc 5 % des requêtes échouent toujours, quel que soit le nombre d’instances en service.
lesson-rollback-or-scale-step-2-hint-1 = Un bogue disparaît-il sur un parc plus grand ?
lesson-rollback-or-scale-step-3 = La capacité ne corrige pas une mauvaise version. Revenez à la dernière bonne version d’ici la minute 30, et ramenez les erreurs sous 1 % de la minute 40 à la fin (minute 60).
lesson-rollback-or-scale-step-3-hint-1 = Qu’est-ce qui a changé à la minute 10 ?
lesson-rollback-or-scale-step-3-hint-2 = Le retour arrière prépare la dernière bonne version pendant 5 minutes, puis bascule le trafic.
lesson-rollback-or-scale-step-3-hint-3 = Appuyez sur « Revenir à la dernière bonne version » maintenant.
lesson-rollback-or-scale-remember = Quand les erreurs commencent avec un déploiement, revenez d’abord en arrière et enquêtez ensuite. Ajouter des instances corrige un manque de capacité, pas un bogue.

lesson-shedding-title = Délestage et dégradation gracieuse
lesson-shedding-idea = En surcharge, abandonnez le travail facultatif avant que le travail essentiel n’échoue.
lesson-shedding-scenario-name = Leçon : une bascule de la base de données
lesson-shedding-scenario-briefing = 11:45. À la minute 10, la base de données bascule : pendant 15 minutes, elle ne sert que 13 % de sa capacité.
lesson-shedding-step-1 = À la minute 10, la base de données bascule : pendant 15 minutes, la nouvelle base primaire ne sert que 13 % de sa capacité, 520 requêtes en base par seconde. Chaque requête fait 3 requêtes en base avec la fonctionnalité lourde (recommandations) et 2 sans ; le cache répond à la plupart. Avant de jouer : que feront plus d’instances une fois la base pleine ?
lesson-shedding-step-1-question = Avec la base pleine, plus d’instances vont…
lesson-shedding-step-1-option-fix = ramener le p99 sous 500 ms
lesson-shedding-step-1-option-half = arrêter les échecs, mais laisser le p99 au-dessus d’une seconde
lesson-shedding-step-1-option-worse = aggraver la situation
lesson-shedding-step-1-why = Sans intervention, la mise à l’échelle automatique triple le parc d’ici la minute 18 (29 instances) : les échecs cessent, mais chaque requête attend toujours la base, et le p99 reste à 1,05 s. La charge de la base vaut le trafic × les requêtes en base par requête × les échecs du cache, quel que soit le nombre d’instances.
lesson-shedding-step-1-hint-1 = L’utilisation de la base de données rapporte ses requêtes en base par seconde à sa capacité.
lesson-shedding-step-2 = La base de données est pleine : chaque requête en base attend, chaque requête garde son worker plus longtemps, et des requêtes échouent faute de workers. Deux leviers réduisent ce qui l’atteint : la fonctionnalité lourde désactivée (3 requêtes en base par requête deviennent 2 : la dégradation gracieuse) et le délestage (il rejette une part des 30 % de trafic de faible priorité). Le TTL reste à 60 s : le produit ne servira pas de réponses plus anciennes. Gardez le p99 sous 500 ms de la minute 14 à la minute 24, puis rendez tout d’ici la fin (minute 45) : les recommandations pour tous, et aucun trafic délesté.
lesson-shedding-step-2-hint-1 = Quelle commande retire une requête en base à chaque requête ? Laquelle retire des requêtes entières ?
lesson-shedding-step-2-hint-2 = Chaque levier seul laisse la base pleine : la fonctionnalité désactivée ramène le p99 à environ 700 ms, le délestage seul à environ 1,3 s. Utilisez les deux.
lesson-shedding-step-2-hint-3 = Désactivez la fonctionnalité et délestez tout le trafic de faible priorité tout de suite ; annulez les deux après la minute 25, quand la base de données est rétablie.
lesson-shedding-remember = En surcharge, vous avez dégradé gracieusement : vous avez abandonné le travail facultatif (une fonctionnalité, le trafic de faible priorité) pour servir le travail essentiel, et l’avez rétabli une fois la cause passée. Plus d’instances n’allègent pas une base de données.

