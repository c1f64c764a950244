# Le bilan d’une garde : tableau de bord, réponses de référence, chronologie
# de l’incident et post-mortem en Markdown. Les chiffres de budget sont des
# parts du budget d’erreurs du mois. Paramètres : $clock est une heure
# (HH:MM), $value un nombre déjà formaté avec son unité (5,00 %, 340 ms),
# $cost un montant déjà formaté (15,23 $), $count et $minutes des entiers.

## Document post-mortem

# $scenario (texte) le nom du scénario, $seed (nombre) la graine
oncall-debrief-title = Post-mortem : { $scenario }, graine { $seed }
oncall-debrief-blameless = Une revue sans recherche de coupable d’une garde simulée : elle examine les décisions et ce que le modèle en a fait, pas qui les a prises.
oncall-debrief-summary = Résumé
# $scenario (texte), $from et $to (HH:MM) le début et la fin, $minutes (nombre) la durée, $seed (nombre)
oncall-debrief-summary-run = { $scenario } de { $from } à { $to } ({ $minutes } min), graine { $seed }.
# $from et $to (parts formatées) le budget au début et à la fin, $value (part formatée) le budget consommé
oncall-debrief-summary-budget = Le budget d’erreurs du mois est passé de { $from } à { $to }, soit une consommation de { $value }.
oncall-debrief-summary-no-page = L’alerte de taux de consommation ne s’est jamais déclenchée.
# $minutes (nombre) minutes d’alerte
oncall-debrief-summary-paging = L’alerte de taux de consommation est restée active pendant { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }.
# $value (durée formatée) la pire latence p99, $cost (montant formaté)
oncall-debrief-summary-latency-cost = La pire latence p99 a été de { $value } et la simulation a coûté { $cost }.
# $value (part formatée) le budget que ne rien faire consomme avec la même graine
oncall-debrief-summary-do-nothing = Avec la même graine, ne rien faire aurait consommé { $value } du budget.
# $value (part formatée) le budget que la procédure de référence consomme avec la même graine
oncall-debrief-summary-playbook = La procédure de référence en aurait consommé { $value }.
oncall-debrief-impact = Impact en chiffres
oncall-debrief-impact-note = Les requêtes en échec et délestées sont des parts de toutes les requêtes de la simulation, pondérées minute par minute. Une requête peut échouer pour plus d’une raison : la somme des causes peut donc dépasser un peu le total.
oncall-debrief-playbook = La procédure de référence
oncall-debrief-playbook-free-play = La procédure de référence réagit minute par minute à ce que voit la personne de garde : elle revient à la dernière bonne version quand l’alerte se déclenche avec une mauvaise version en ligne, dimensionne le parc et déleste quand le trafic bondit, dégrade gracieusement le service quand le taux de succès du cache s’effondre ou que la base de données approche de la saturation, et remplace aussitôt les instances perdues. Sans incident, elle ne fait rien.
oncall-debrief-playbook-bad-deploy = La procédure de référence revient à la dernière bonne version dès que l’alerte se déclenche avec la mauvaise version en ligne.
oncall-debrief-playbook-surge = La procédure de référence surveille le trafic : quand il dépasse 1,5 × celui de la première minute, elle relève le minimum d’instances à ce qu’il faut pour la charge à 60 % d’utilisation et déleste le trafic de faible priorité jusqu’à ce que ces instances soient en service ; quand le trafic repasse sous 1,2 ×, elle remet le minimum.
oncall-debrief-playbook-cache-flush = La procédure de référence surveille le taux de succès du cache : quand il tombe sous la moitié de celui de la première minute, elle désactive la fonctionnalité lourde et déleste le trafic de faible priorité, lance le préchauffage du cache dès que la base de données a de la marge, puis rétablit la fonctionnalité et le trafic.
oncall-debrief-playbook-database = Règle de la base de données : quand l’utilisation de la base atteint 90 %, elle désactive la fonctionnalité lourde et déleste le trafic de faible priorité ; quand la base resterait sous 70 % avec les deux rétablis, elle les rétablit.
oncall-debrief-playbook-lost-capacity = Règle de la capacité perdue : quand des instances en service sont perdues, elle relève le minimum au parc qui servait la minute d’avant, pour que les remplaçantes démarrent aussitôt, et déleste le trafic de faible priorité jusqu’à ce qu’elles servent ; puis elle remet le minimum.
oncall-debrief-playbook-rules = La procédure de référence a appliqué les règles qui découlent des événements de ce scénario.
oncall-debrief-playbook-none = La procédure de référence n’a donné aucune commande dans cette simulation.
oncall-debrief-playbook-decisions = Ses décisions avec cette graine
oncall-debrief-timeline = Chronologie
oncall-debrief-timeline-empty = Aucun événement et aucune décision dans cette simulation.
oncall-debrief-went-well = Ce qui a bien fonctionné
oncall-debrief-to-try = À essayer la prochaine fois
oncall-debrief-footer = Généré par sre-sim. Modèle éducatif — non destiné aux décisions opérationnelles.

## Tableau de bord : libellés des colonnes et des lignes

oncall-debrief-column-measure = Mesure
oncall-debrief-column-run = Votre réponse
oncall-debrief-column-do-nothing = Ne rien faire
oncall-debrief-column-playbook = Procédure de référence
oncall-debrief-column-vs-do-nothing = Écart avec « ne rien faire »
oncall-debrief-column-vs-playbook = Écart avec la procédure
oncall-debrief-row-budget-consumed = Budget d’erreurs consommé
oncall-debrief-row-budget-left = Budget d’erreurs restant
oncall-debrief-row-minutes-paging = Minutes d’alerte
oncall-debrief-row-worst-p99 = Pire latence p99
oncall-debrief-row-mean-p99 = Latence p99 moyenne
oncall-debrief-row-failed-total = Requêtes en échec
oncall-debrief-row-failed-bad-build = Échecs dus à la mauvaise version
oncall-debrief-row-failed-timeouts = Échecs par expiration
oncall-debrief-row-failed-saturation = Échecs dus au parc saturé
oncall-debrief-row-shed = Délestées à l’équilibreur de charge
oncall-debrief-row-cost = Coût

## Chronologie : une décision ou un événement (ce qui a suivi vient après une flèche)

# $count (nombre) le nouveau minimum
oncall-debrief-command-min-instances = Minimum d’instances fixé à { $value }
oncall-debrief-command-autoscaling-on = Mise à l’échelle automatique activée
oncall-debrief-command-autoscaling-off = Mise à l’échelle automatique désactivée
# $value (part formatée)
oncall-debrief-command-target-utilization = Utilisation cible fixée à { $value }
# $value (durée formatée)
oncall-debrief-command-cache-ttl = TTL du cache fixé à { $value }
oncall-debrief-command-warm-up = Préchauffage du cache lancé
# $value (part formatée) du trafic de faible priorité
oncall-debrief-command-shed = Délestage fixé à { $value } du trafic de faible priorité
oncall-debrief-command-feature-on = Fonctionnalité lourde activée
oncall-debrief-command-feature-off = Fonctionnalité lourde désactivée
oncall-debrief-command-rollback = Retour arrière demandé

## Ce qui a suivi, en expressions courtes ; $clock (HH:MM) dit quand

oncall-debrief-effect-page-fired = alerte à { $clock }
oncall-debrief-effect-page-resolved = fin de l’alerte à { $clock }
oncall-debrief-effect-still-paging = alerte toujours active à la fin
# $value (part formatée) du budget d’erreurs du mois
oncall-debrief-effect-budget-spent = budget consommé : { $value } à { $clock }
oncall-debrief-effect-bad-build-gone = trafic sur la mauvaise version à 0 % à { $clock }
oncall-debrief-effect-burn-under-page = taux de consommation (1 h) repassé sous 14,4× à { $clock }
oncall-debrief-effect-errors-under-slo = taux d’erreur repassé sous 0,1 % à { $clock }
# $value (part formatée)
oncall-debrief-effect-error-rate = taux d’erreur de { $value } à { $clock }
oncall-debrief-effect-saturated = parc saturé à { $clock }
# $count (nombre) instances en service
oncall-debrief-effect-instances-serving =
    { $count ->
        [one] { $count } instance en service
       *[other] { $count } instances en service
    } à { $clock }
# $value (débit formaté)
oncall-debrief-effect-requests-peak = pic de trafic de { $value } à { $clock }
# $value (part formatée)
oncall-debrief-effect-cache-hit-rate = taux de succès du cache de { $value } à { $clock }
# $value (part formatée)
oncall-debrief-effect-db-utilization = utilisation de la base de données de { $value } à { $clock }
oncall-debrief-effect-warm-up-done = préchauffage terminé à { $clock }

## Ce qui a bien fonctionné

# $value (part formatée) du budget d’erreurs du mois
oncall-debrief-well-saved-vs-nothing = Votre réponse a préservé { $value } de plus du budget d’erreurs du mois que si rien n’avait été fait.
oncall-debrief-well-as-good-as-playbook = Votre réponse n’a pas consommé plus de budget d’erreurs que la procédure de référence.
oncall-debrief-well-early-rollback = Le retour arrière est venu à { $clock }, avant le déclenchement de l’alerte.
oncall-debrief-well-quick-rollback = { $minutes ->
        [0] Le retour arrière est venu dès l’alerte.
        [one] Le retour arrière est venu { $minutes } minute après l’alerte.
       *[other] Le retour arrière est venu { $minutes } minutes après l’alerte.
    }
oncall-debrief-well-page-resolved = L’alerte a pris fin à { $clock }.
oncall-debrief-well-never-paged = L’alerte de taux de consommation ne s’est jamais déclenchée.
oncall-debrief-well-never-saturated = Le parc n’a jamais saturé, alors que sans rien faire il aurait saturé.
# $cost (montant formaté)
oncall-debrief-well-cheaper = La simulation a coûté { $cost } de moins que la procédure de référence, sans consommer plus de budget.
oncall-debrief-well-nothing = Rien de marquant cette fois ; le tableau ci-dessus montre où regarder.

## À essayer la prochaine fois

# $clock (HH:MM) le déclenchement de l’alerte, $minutes (nombre) le délai, $value (part formatée) du budget du mois
oncall-debrief-next-late-rollback = L’alerte s’est déclenchée à { $clock } et le retour arrière est venu { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } plus tard ; un retour arrière dès l’alerte aurait épargné { $value } du budget d’erreurs du mois.
# $clock (HH:MM) le déclenchement de l’alerte, $value (part formatée) du budget du mois
oncall-debrief-next-no-rollback = L’alerte s’est déclenchée à { $clock } avec la mauvaise version en ligne, et aucun retour arrière n’a suivi ; un retour arrière dès l’alerte aurait épargné { $value } du budget d’erreurs du mois.
oncall-debrief-next-hot-fleet = Le parc a tourné au-dessus de 90 % d’utilisation pendant { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } ; relevez le minimum d’instances ou baissez l’utilisation cible avant qu’il sature — les nouvelles instances ont besoin du délai de démarrage.
oncall-debrief-next-hot-db = La base de données a tourné au-dessus de 90 % d’utilisation pendant { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } ; désactiver la fonctionnalité lourde retire une requête de base de données sur trois, et le délestage jusqu’à 30 % du trafic.
# $value (part formatée) l’utilisation de la base de données
oncall-debrief-next-warm-up-busy-db = Le préchauffage du cache a été lancé à { $clock } avec la base de données à { $value } ; il ajoute 600 requêtes de base de données/s, lancez-le donc quand la base de données a de la marge.
# $value (part formatée) de tout le trafic
oncall-debrief-next-shed-at-end = { $value } du trafic était encore délesté à la fin ; relâchez le délestage une fois l’incident passé.
oncall-debrief-next-feature-off-at-end = La fonctionnalité lourde était encore désactivée à la fin ; réactivez-la quand la base de données a de la marge.
oncall-debrief-next-needless-rollback = Le retour arrière de { $clock } est venu sans mauvaise version en ligne ; il n’a fait que coûter de l’argent.
oncall-debrief-next-rollback-restarted = Le retour arrière a été redemandé à { $clock } pendant sa préparation, ce qui a relancé les 5 minutes de préparation.
# $cost (montant formaté)
oncall-debrief-next-costlier = La simulation a coûté { $cost } de plus que la procédure de référence.
oncall-debrief-next-costlier-decision = La simulation a coûté { $cost } de plus que la procédure de référence, surtout à cause d’une décision : « { $decision } » à { $clock }. Rejouée sans elle, la simulation coûte { $saved } de moins.
# $value (part formatée) du budget du mois
oncall-debrief-next-playbook-kept-more = La procédure de référence a préservé { $value } de plus du budget d’erreurs du mois ; comparez avec ses décisions ci-dessus.
oncall-debrief-next-nothing = Rien à ajouter : cette simulation a fait au moins aussi bien que la procédure de référence sur le budget.
