## The lessons added to the path: alerting on burn rate, headroom for a
## failure, the retry storm, queues and timeouts, the outage that outlives
## its cause.

lesson-burn-rate-alerts-title = Alerter sur le taux de consommation
lesson-burn-rate-alerts-idea = Une régression lente ne déclenche jamais l’alerte rapide ; des fenêtres plus lentes la rattrapent (au-delà de la page source : les deux autres alertes du Workbook).
lesson-burn-rate-alerts-scenario-name = Leçon : une régression lente
lesson-burn-rate-alerts-scenario-briefing = 08:00, un budget d’erreurs plein, un trafic plat. À 08:10, une version est déployée qui fait échouer 1,25 % des requêtes. Rien d’autre ne change pendant six heures.
lesson-burn-rate-alerts-step-1 = L’alerte de la page source se déclenche quand le taux de consommation atteint 14,4× sur la dernière heure et sur les 5 dernières minutes : 2 % du budget du mois en une heure. À la minute 10, une version est déployée qui fait échouer 1,25 % des requêtes ; rien d’autre n’échoue. Estimez le taux de consommation sur 1 heure à la minute 70, quand la dernière heure ne contient plus que des minutes de la nouvelle version.
lesson-burn-rate-alerts-step-1-question = Taux de consommation sur 1 heure à la minute 70 ?
lesson-burn-rate-alerts-step-1-why = 1,25 % ÷ 0,1 % = 12,5×, sous les 14,4× de l’alerte : aussi longtemps que cela dure, cette alerte ne se déclenche jamais. Pourtant, à 12,5×, le budget du mois est épuisé en 43 200 ÷ 12,5 = 3 456 minutes, moins de deux jours et demi.
lesson-burn-rate-alerts-step-1-hint-1 = Le taux de consommation est le taux d’erreur ÷ le budget d’erreurs, 0,1 %.
lesson-burn-rate-alerts-step-1-hint-2 = À partir de la minute 10, chaque minute de l’heure fait échouer 1,25 % des requêtes.
lesson-burn-rate-alerts-step-2 = Au-delà de la page source, le Site Reliability Workbook place deux alertes plus lentes à côté de celle-ci (ch. 5) : une seconde alerte quand le taux de consommation atteint 6× sur 6 heures et sur 30 minutes (5 % du budget en 6 heures), et un ticket à 1× sur 3 jours et sur 6 heures (10 % en 3 jours). Leurs fenêtres, comme celle d’une heure, démarrent remplies avec la minute d’ouverture, qui n’avait pas d’erreurs. Le graphique des erreurs les trace, et la ligne sous les indicateurs dit où elles en sont. Estimez le taux de consommation sur 6 heures à la minute 130.
lesson-burn-rate-alerts-step-2-question = Taux de consommation sur 6 heures à la minute 130 ?
lesson-burn-rate-alerts-step-2-why = De la minute 10 à la minute 130, la version a échoué pendant 121 minutes à 12,5× ; les 239 autres minutes de la fenêtre de 6 heures comptent les 0× de la minute d’ouverture : 12,5 × 121 ÷ 360 ≈ 4,20×. La fenêtre de 30 minutes est déjà à 12,5× : l’alerte attend aussi la longue fenêtre, pour qu’un bref accroc ne réveille personne.
lesson-burn-rate-alerts-step-2-hint-1 = Le taux de consommation d’une fenêtre est la moyenne de ceux de ses minutes : 360 minutes pour 6 heures.
lesson-burn-rate-alerts-step-2-hint-2 = 121 minutes à 12,5× et 239 à 0× : 12,5 × 121 ÷ 360.
lesson-burn-rate-alerts-step-3 = Continuez : la simulation s’arrête quand le taux de consommation sur 6 heures atteint 6× (celui sur 30 minutes est bien au-dessus) et que la seconde alerte se déclenche. Estimez la part du budget d’erreurs du mois qui restera alors.
lesson-burn-rate-alerts-step-3-question = Budget d’erreurs restant quand la seconde alerte se déclenche ?
lesson-burn-rate-alerts-step-3-why = L’alerte demande 6 × 360 = 2 160 minutes-consommation dans sa fenêtre : à 12,5×, cela fait 172,8 minutes ; elle se déclenche donc dans la 173e minute de la version, la minute 182 (11:02). Chaque minute à 12,5× dépense 12,5 ÷ 43 200 du budget du mois : 173 × 12,5 ÷ 43 200 ≈ 5,0 % dépensés, 95,0 % restants. C’est ainsi que l’alerte est conçue : 5 % du budget en 6 heures.
lesson-burn-rate-alerts-step-3-hint-1 = L’alerte se déclenche dès que la fenêtre de 6 heures contient 6 × 360 minutes-consommation.
lesson-burn-rate-alerts-step-3-hint-2 = Chaque minute à 12,5× dépense 12,5 ÷ 43 200 du budget du mois.
lesson-burn-rate-alerts-step-4 = La seconde alerte se déclenche : agissez maintenant. La nouvelle version est la cause : revenez à la dernière bonne version (la préparation prend 5 minutes). Regardez ensuite l’alerte : elle se calme une vingtaine de minutes après votre action, quand le taux de consommation sur 30 minutes repasse sous 6×, alors que celui sur 6 heures reste au-dessus de 6× pendant des heures. C’est la fenêtre courte qui permet à une alerte de se résoudre une fois sa cause disparue. Si vous aviez attendu le ticket, il se serait ouvert à la minute 355 (13:55), avec 10 % du budget dépensés.
lesson-burn-rate-alerts-step-4-hint-1 = Revenez à la dernière bonne version quelques minutes après l’alerte : d’ici la minute 190.
lesson-burn-rate-alerts-step-4-hint-2 = Appuyez maintenant sur « Revenir à la dernière bonne version » ; le trafic bascule 5 minutes plus tard.
lesson-burn-rate-alerts-remember = Vous êtes revenu à la dernière bonne version sur la seconde alerte. Une régression à 12,5× ne déclenche jamais l’alerte à 14,4×, aussi longtemps qu’elle dure ; l’alerte sur 6 heures du Workbook l’a rattrapée après 5 % du budget, et sa fenêtre de 30 minutes l’a laissée se calmer peu après votre retour en arrière. Alertez sur plusieurs fenêtres : des rapides pour les fortes consommations, des lentes pour les consommations lentes, chacune avec une fenêtre courte pour se résoudre.

lesson-headroom-title = De la marge pour une panne
lesson-headroom-idea = Dimensionner le parc pour le jour où une zone tombe : N + 1.
lesson-headroom-scenario-name = Leçon : une zone tombe
lesson-headroom-scenario-briefing = 10:00, un trafic plat de 1400 requêtes par seconde, neuf instances sur trois zones, mise à l’échelle automatique désactivée. À 10:20, une zone tombe. Les instances démarrent en 8 minutes.
lesson-headroom-step-1 = Neuf instances, réparties sur trois zones, servent 1400 requêtes par seconde. Chaque requête occupe l’un des 16 workers d’une instance pendant 73,6 ms (la ligne d’utilisation de la référence du modèle l’indique). Estimez l’utilisation du parc à la minute 5.
lesson-headroom-step-1-question = Utilisation à la minute 5 ?
lesson-headroom-step-1-why = Loi de Little : { $requests } × { $service } s ≈ { $busy } workers occupés sur { $instances } × 16 = { $workers } : { $saturated ->
        [yes] plus que le parc n’en a : il est plein (100 %) et refuse { $turned_away } % des requêtes.
       *[no] { $busy } ÷ { $workers } ≈ { $utilization } %. Confortable, un jour ordinaire.
    }
lesson-headroom-step-1-hint-1 = Workers occupés = arrivées × temps par requête ; utilisation = workers occupés ÷ workers.
lesson-headroom-step-1-hint-2 = 1400 × 0,0736 ≈ 103 ; 9 × 16 = 144.
lesson-headroom-step-2 = À la minute 20, l’une des trois zones tombe et emporte un tiers des instances en service (arrondi : 3 sur 9, 4 sur 12). La mise à l’échelle automatique est désactivée : le minimum fait redémarrer ce qui est perdu, mais une instance met 8 minutes à démarrer, comme celles que vous ajoutez maintenant (décidez avant la minute 12). Réglez le minimum d’instances pour que les instances restantes après la perte portent les 1400 requêtes par seconde sans erreurs et occupées à 85 % au plus, et ne payez aucune instance de plus que cela.
lesson-headroom-step-2-hint-1 = 103 workers occupés à 85 % demandent 103 ÷ 0,85 ≈ 121 workers : 8 instances doivent survivre à la perte.
lesson-headroom-step-2-hint-2 = La perte emporte un tiers : le parc doit compter 8 ÷ (2/3) = 12 instances.
lesson-headroom-step-2-hint-3 = Réglez le minimum d’instances sur 12 avant la minute 12.
lesson-headroom-step-3 = Estimez maintenant l’utilisation du parc à la minute 20, juste après la perte, avec le minimum que vous avez réglé.
lesson-headroom-step-3-question = Utilisation à la minute 20, après la perte ?
lesson-headroom-step-3-why = Les mêmes 103 workers occupés, sur ce qui reste. Avec 12 instances, 4 sont perdues et il reste 8 × 16 = 128 workers : 103 ÷ 128 ≈ 80,5 %. Avec les 9 du départ, il en resterait 6 : 103 workers occupés sur 96, c’est plus que le parc ne peut faire, et des requêtes échouent jusqu’au démarrage des instances redémarrées.
lesson-headroom-step-3-hint-1 = Les workers occupés restent environ 103 ; divisez par 16 × les instances qui survivent.
lesson-headroom-step-4 = Jouez jusqu’à la fin (minute 60). Les instances en plus coûtent chaque minute de chaque jour ordinaire : c’est le prix du N + 1.
lesson-headroom-step-4-hint-1 = Coût du parc = instances × 0,40 $ de l’heure : 12 instances coûtent 4,80 $ de l’heure.
lesson-headroom-remember = Vous avez dimensionné le parc pour la panne : 12 instances, pour que les 8 qui restent quand une zone tombe soient occupées à moins de 85 %, et pas plus. Le N + 1, c’est de la capacité qui attend un jour ordinaire et qui sert seule le mauvais jour : la mise à l’échelle automatique ne peut pas la démarrer à temps.

lesson-retry-storm-title = La tempête de nouvelles tentatives
lesson-retry-storm-idea = Les nouvelles tentatives multiplient la charge d’un étage en échec : un ralentissement de deux secondes devient une panne.
lesson-retry-storm-step-1 = Le chemin des requêtes : 400 requêtes par seconde à travers un équilibreur de charge, deux réplicas de l’application et une base de données de 10 connexions de 20 ms chacune ; la base sert donc 10 ÷ 0,020 s = 500 requêtes par seconde : de la place pour les 400. Au-delà de la page source, un déclencheur : de 2 s à 4 s, un étage est trois fois plus lent (sa carte est sous les étages). Les clients refont deux fois une requête en échec. Estimez d’abord, puis appuyez sur Lancer : quelle charge maximale les clients offriront-ils, nouvelles tentatives comprises ?
lesson-retry-storm-step-1-question = Charge offerte maximale, en requêtes par seconde ?
lesson-retry-storm-step-1-why = Dès que presque toutes les requêtes échouent, chacune est envoyée trois fois (1 + 2 nouvelles tentatives) : 3 × 400 = 1200 requêtes par seconde, sur un chemin dimensionné pour 400. Les nouvelles tentatives triplent la charge au moment précis où le chemin est le plus faible.
lesson-retry-storm-step-1-hint-1 = Chaque requête en échec est renvoyée, jusqu’à 2 fois de plus.
lesson-retry-storm-step-1-hint-2 = Quand tout échoue, la charge tend vers (nouvelles tentatives + 1) × la charge nouvelle.
lesson-retry-storm-bottleneck = Le ralentissement a pris fin à 4 s, et pourtant à 10 s toutes les requêtes échouent encore. Avant de corriger, nommez le goulot d’étranglement : l’étage qui a saturé le premier. Deux étages finissent par rejeter ou mettre en file ; lisez le dessin et le tableau, pas à pas.
lesson-retry-storm-bottleneck-question = Quel étage est le goulot d’étranglement ?
lesson-retry-storm-bottleneck-why = La base de données : ralentie trois fois, elle servait 500 ÷ 3 ≈ 167 requêtes par seconde à partir de 2 s, moins que les 400 requêtes nouvelles, et a saturé dès le premier pas du ralentissement (2,25 s). L’application n’a saturé qu’à 3 s, quand les nouvelles tentatives lui ont apporté 800 requêtes par seconde pour ses 640. Le goulot d’étranglement est l’étage qui cède le premier, pas celui qui échoue le plus bruyamment.
lesson-retry-storm-bottleneck-hint-1 = Comparez, pas à pas, ce qui arrive à chaque étage avec ce qu’il peut servir.
lesson-retry-storm-bottleneck-hint-2 = La base sert connexions ÷ durée d’une requête, divisé par le ralentissement tant qu’il dure ; l’application, réplicas × concurrence ÷ temps de service.
lesson-retry-storm-step-2 = Après 4 s, la base sert de nouveau 500 requêtes par seconde, mais les clients continuent d’en offrir jusqu’à 1200 et l’application lui en passe jusqu’à 640 : ses requêtes en attente ne s’écoulent jamais, et chaque requête attend au-delà du délai d’expiration de 1 s. Sans nouvelles tentatives, les 400 requêtes nouvelles tiendraient. Les nouvelles tentatives sont le sujet de cette leçon : ne changez qu’elles, pour que le chemin se rétablisse (au plus 5 % d’échecs à partir de 3 s après le ralentissement, chaque étage occupé à 85 % au plus). Plus de capacité pour la base ferait aussi l’affaire (le bouton de correctif trouve un tel changement), mais la base suffisait pour la vraie charge.
lesson-retry-storm-step-2-hint-1 = La base ne se vide que tant que ce qui lui arrive reste sous 500 requêtes par seconde.
lesson-retry-storm-step-2-hint-2 = Quand tout échoue, les clients offrent (nouvelles tentatives + 1) × 400 ; l’application en passe 640 au plus.
lesson-retry-storm-step-2-hint-3 = Réglez load.retries sur 0 : 400 requêtes par seconde, et l’attente se vide de 100 requêtes par seconde.
lesson-retry-storm-remember = Vous avez rétabli le chemin en supprimant les nouvelles tentatives. Elles multiplient la charge de l’étage qui échoue, jusqu’à (nouvelles tentatives + 1) × la charge nouvelle : un ralentissement de deux secondes d’une base qui avait de la marge est devenu une panne qu’elle ne pouvait pas résorber. Limitez les nouvelles tentatives là où un étage se noie déjà ; la dernière leçon du parcours montre des remèdes qui les gardent.

lesson-queues-and-timeouts-title = Files d’attente et délais d’expiration
lesson-queues-and-timeouts-idea = Par la loi de Little, une file plus longue que délai × débit ne contient que des requêtes qui expireront.
lesson-queues-and-timeouts-step-1 = Une file devant des workers : 30 % des 400 requêtes par seconde deviennent des tâches, 120 par seconde. Huit workers prennent 75 ms par tâche ; la file contient jusqu’à 1000 tâches. Les clients abandonnent au bout de 1 s et ne refont pas leurs requêtes ici. Estimez d’abord, puis appuyez sur Lancer : à quel point l’étage le plus occupé le sera-t-il, au plus fort ?
lesson-queues-and-timeouts-step-1-question = Utilisation maximale de l’étage le plus occupé ?
lesson-queues-and-timeouts-step-1-why = Les workers servent 8 ÷ 0,075 s ≈ 106,7 tâches par seconde et il en arrive 120 : ρ = 120 ÷ 106,7 = 112,5 %. Au-delà de 100 %, la file grossit, ici de 13,3 tâches chaque seconde.
lesson-queues-and-timeouts-step-1-hint-1 = Utilisation ρ = ce qui arrive ÷ ce que l’étage sert.
lesson-queues-and-timeouts-step-1-hint-2 = Les workers servent workers ÷ durée d’une tâche ; les tâches sont 30 % des requêtes.
lesson-queues-and-timeouts-step-2 = À partir de 7 s, toutes les tâches échouent, bien que les workers ne s’arrêtent jamais. Loi de Little : une tâche attend derrière les tâches en attente pendant (en attente) ÷ débit, ici (en attente) ÷ 106,7 s. Le client abandonne au bout de 1 s, et l’équilibreur de charge, l’application et la tâche elle-même en prennent 125,5 ms : une tâche peut attendre 874,5 ms ; une file plus longue que ce que les workers terminent pendant cette attente ne contient donc que des tâches qui expireront, et les workers servent des réponses que personne ne lit. Sans workers plus rapides ni plus nombreux, faites échouer moins de 5 % des requêtes sur les dix secondes : dimensionnez le tampon, ou faites abandonner le travail périmé par les serveurs (au-delà de la page source).
lesson-queues-and-timeouts-step-2-hint-1 = La plus longue file utile vaut le temps qu’une tâche peut attendre × les tâches servies par seconde.
lesson-queues-and-timeouts-step-2-hint-2 = 0,8745 s × 106,7 tâches par seconde ≈ 93 tâches.
lesson-queues-and-timeouts-step-2-hint-3 = Réglez queue.buffer sur 93 ou moins, ou activez « Abandon des requêtes périmées » (deadline.on).
lesson-queues-and-timeouts-remember = Vous avez ramené la file à ce que les workers peuvent finir avant que le client abandonne (ou laissé les serveurs abandonner le travail périmé). Par la loi de Little, une file représente (en attente) ÷ débit d’attente : au-delà de délai × débit, elle ne stocke que des échecs, et y occupe les workers.

lesson-metastable-failure-title = La panne qui survit à sa cause
lesson-metastable-failure-idea = Un bref déclencheur, et les nouvelles tentatives maintiennent le chemin en panne après sa disparition : une défaillance métastable.
lesson-metastable-failure-step-1 = Cette base de données a 12 connexions de 20 ms : 600 requêtes par seconde pour 400 requêtes nouvelles, occupée à 67 %. De 2 s à 4 s, elle est quatre fois plus lente (le déclencheur, au-delà de la page source) ; à 4 s, elle retrouve toute sa vitesse. Les clients refont deux fois une requête en échec. Estimez d’abord, puis appuyez sur Lancer : quelle part des requêtes échoue encore au dernier pas, à 10 s, six secondes après la fin du déclencheur ?
lesson-metastable-failure-step-1-question = Part en échec au dernier pas, à 10 s ?
lesson-metastable-failure-step-1-why = Toutes, 100 %. Pendant le ralentissement, des requêtes expirent et sont refaites : les clients offrent jusqu’à 3 × 400 = 1200 requêtes par seconde, et l’application en passe jusqu’à 640 à la base, plus que ses 600 même à pleine vitesse. Ses requêtes en attente continuent de s’accumuler et chaque lecture attend au-delà du délai d’expiration de 1 s. Un déclencheur a poussé le chemin dans un état que les nouvelles tentatives entretiennent : une défaillance métastable.
lesson-metastable-failure-step-1-hint-1 = Après 4 s, la base sert de nouveau 600 requêtes par seconde. Combien les clients lui en envoient-ils ?
lesson-metastable-failure-step-1-hint-2 = Chaque requête en échec est renvoyée, jusqu’à deux fois ; l’application en passe 640 par seconde au plus.
lesson-metastable-failure-step-2 = Sont-ce les nouvelles tentatives qui maintiennent la panne ? Réglez load.retries sur 0, puis estimez : quelle part échoue maintenant au dernier pas ?
lesson-metastable-failure-step-2-question = Part en échec à 10 s, sans nouvelles tentatives ?
lesson-metastable-failure-step-2-why = Aucune, 0 % : sans nouvelles tentatives, seules les 400 requêtes nouvelles arrivent, moins que les 600 que la base sert une fois le déclencheur passé : à partir de 4,25 s plus rien n’échoue, et l’attente se vide de 200 requêtes par seconde. Ce sont les nouvelles tentatives, pas le ralentissement, qui maintenaient la panne.
lesson-metastable-failure-step-2-hint-1 = Sans nouvelles tentatives, combien de requêtes arrivent à la base après 4 s, et combien en sert-elle ?
lesson-metastable-failure-step-3 = Les clients refont leurs requêtes pour de bonnes raisons (un paquet perdu, un serveur qui redémarre) : remettez donc les nouvelles tentatives à 2. Au-delà de la page source, sous les étages, il y a cinq remèdes à une tempête de nouvelles tentatives. Rétablissez le chemin avec l’un d’eux, activé tel quel.
lesson-metastable-failure-step-3-hint-1 = Quel remède réduit ce que les clients envoient pendant que la base se noie ?
lesson-metastable-failure-step-3-hint-2 = L’attente exponentielle seule étale les nouvelles tentatives mais les envoie toutes : pas assez ici.
lesson-metastable-failure-step-3-hint-3 = Un budget de nouvelles tentatives n’envoie de nouvelles tentatives que jusqu’à 10 % de la charge nouvelle, 440 requêtes par seconde au plus : activez « Budget de nouvelles tentatives » (budget.on).
lesson-metastable-failure-remember = Vous avez gardé les nouvelles tentatives des clients et rétabli quand même le chemin, avec un remède qui limite la charge qu’elles entretiennent. Une défaillance métastable survit à son déclencheur : trouvez l’effet qui l’entretient (ici les nouvelles tentatives) et coupez-le (un budget de nouvelles tentatives, un disjoncteur, des serveurs qui abandonnent le travail périmé, une limitation adaptative) plutôt que d’acheter de la capacité pour chaque déclencheur.
