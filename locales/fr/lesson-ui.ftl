# Leçons : les erreurs de leurs fichiers, la ligne de commande et la fenêtre.

lesson-error-format = le format est { $found } ; cette version de sre-sim lit le format de leçon { $supported }.
lesson-error-invalid = { $field } vaut « { $value } », mais doit être { $expected }.
lesson-error-out-of-range = { $field } vaut { $value }, mais doit être entre { $min } et { $max }.
lesson-error-after-end = { $field } vaut { $minute }, après la fin { $arch ->
        [yes] de la simulation d’architecture (pas { $end })
       *[no] du scénario (minute { $end })
    }.
lesson-error-empty = { $field } est vide : une leçon exige au moins une entrée.
lesson-error-too-many = { $field } compte { $count } entrées, alors que { $max } au plus sont autorisées.
lesson-error-in-scenario = { $field } : { $problem }
lesson-error-in-config = { $field } : { $problem }
lesson-error-bad = La leçon n’est pas valide : { $problem }
lesson-error-in-file = { $message } ({ $path })
lesson-expected-id = de 1 à 64 caractères parmi a–z, 0–9 et -
lesson-expected-words = un texte dans au moins une des langues en, fr et gl, aucun vide
lesson-expected-message = l’identifiant d’un texte de leçon intégrée (lesson-…), ou les mots de l’auteur, Words(…)
lesson-expected-scenario = l’identifiant d’un scénario intégré ou d’exemple (sre-sim scenario list), ou un scénario complet, File((…))
lesson-expected-trace-field = un champ de la trace, sous le nom que lui donne sre-sim oncall --format csv (p99_secs, utilization, …)
lesson-expected-arch-field = l’un de peak_offered_rps, failing_share, mean_latency_ms, max_utilization, final_failing_share et bottleneck
lesson-expected-unit-of-field = une unité adaptée au champ (Percent pour une part, Seconds ou Milliseconds pour une durée)
lesson-expected-pause-for-prediction = un pause_at, où la prédiction est dévoilée
lesson-expected-control = une commande : min-instances, autoscaling, target-utilization, ttl, warm-up, shed, feature ou rollback
lesson-expected-chart = un graphique : traffic, p99, errors, instances, cache-db ou budget-cost
lesson-expected-setting = un réglage d’architecture (sre-sim arch --settings les liste)
lesson-expected-reference = une entrée de la référence du modèle : traffic, erlang-c, timeouts, p99, utilization, cache, database, slo, alerts, autoscaling, shedding, bad-build, constants, exact-p99, abandonment ou request-check
lesson-expected-arch-objective = un objectif du chemin d’architecture : PassesWithHeadroom, FailingBelow, ChangesAtMost, NamesBottleneck ou ChangesOnly
lesson-expected-oncall-objective = un objectif d’une simulation de garde : KeepBelow, KeepAbove, EndBelow, EndAbove, NeverPaging, TotalAtMost ou DecisionBy
lesson-expected-finite = un nombre fini
lesson-expected-decision = le nom d’une commande, ou nom=valeur, tels que --do les accepte (rollback, feature=off)
lesson-expected-after-from = une minute égale ou postérieure à from
lesson-expected-bottleneck-step = une étape qui demande le goulot d’étranglement (predict avec le champ « bottleneck » et l’unité Tier)
lesson-expected-one-question = une étape à une seule question : predict ou choose, pas les deux
lesson-grade-other-run = Cette simulation joue { $found }, mais la leçon joue { $expected } : ce n’est pas une simulation de cette leçon.
lesson-expected-changeable-setting = un réglage de l’architecture autre que load.rps (sre-sim arch --settings les liste), ou un remède : budget, backoff, breaker, deadline ou throttle
lesson-grade-wrong-kind = { $arch ->
        [yes] Cette leçon se note sur une configuration d’architecture, pas sur une simulation de garde.
       *[no] Cette leçon se note sur une simulation de garde, pas sur une configuration d’architecture.
    }
lesson-grade-run-words = { $scenario }, graine { $seed }, bruit { $noise ->
        [on] activé
       *[off] désactivé
    }

lesson-objective-keep-below = { $field } sous { $value }{ $range }
lesson-objective-keep-above = { $field } au-dessus de { $value }{ $range }
lesson-objective-end-below = { $field } sous { $value } à la fin
lesson-objective-end-above = { $field } au-dessus de { $value } à la fin
lesson-objective-never-paging = L’alerte ne se déclenche jamais{ $range }
lesson-objective-total-at-most = { $field } : au plus { $value } au total
lesson-objective-decision-by = { $decision } au plus tard à la minute { $minute }
lesson-objective-passes-with-headroom = Le chemin réussit avec de la marge (chaque étage occupé à 85 % au plus)
lesson-objective-recovers-with-headroom = Le chemin se rétablit avec de la marge : à partir de { $from } s, au plus 5 % d’échecs et chaque étage occupé à 85 % au plus
lesson-objective-names-bottleneck = Nommer le goulot d’étranglement du chemin
lesson-objective-changes-only = Ne changer que : { $settings }
lesson-objective-failing-below = Part des requêtes en échec sous { $value }
lesson-objective-changes-at-most = { $settings ->
        [0] Aucun réglage modifié
        [one] Au plus un réglage modifié
       *[other] Au plus { $settings } réglages modifiés
    } (sans changer la charge)
lesson-objective-range = , de la minute { $from } à la minute { $to }
lesson-verdict-met = atteint
lesson-verdict-open = pas encore décidé
lesson-verdict-missed = manqué
lesson-grade-at-minute = à la minute { $minute }
lesson-grade-busiest = l’étage le plus occupé à { $value }
lesson-grade-named = nommé : { $tier }
lesson-grade-named-none = aucun nommé
lesson-grade-changed = { $settings ->
        [0] aucun réglage modifié
        [one] un réglage modifié
       *[other] { $settings } réglages modifiés
    }
lesson-grade-changed-others = { $settings ->
        [0] rien d’autre de modifié
        [one] un autre réglage modifié
       *[other] { $settings } autres réglages modifiés
    }
lesson-field-minute = Minute
lesson-field-requests-per-sec = Trafic
lesson-field-instances-serving = Instances en service
lesson-field-instances-booting = Instances en démarrage
lesson-field-cache-hit-rate = Taux de succès du cache
lesson-field-db-utilization = Utilisation de la base de données
lesson-field-traffic-shed = Trafic délesté
lesson-field-fleet-cost-per-hour = Coût du parc
lesson-field-cost-so-far = Coût jusqu’ici
lesson-field-cache-age-secs = Âge moyen des réponses en cache
lesson-field-bad-build-traffic = Trafic sur la mauvaise version
lesson-field-recommendations-available = Recommandations disponibles
lesson-field-burn-rate-1h = Taux de consommation (1 h)
lesson-field-error-rate = Taux d’erreur
lesson-field-timeout-rate = Expirations
lesson-field-p99-secs = Latence p99
lesson-field-utilization = Utilisation du parc
lesson-field-budget-remaining = Budget d’erreurs restant
lesson-field-paging = Minutes d’alerte
lesson-field-p99-exact-secs = p99 exact
lesson-field-timeout-rate-exact = Expirations exactes
lesson-field-peak-offered-rps = Charge offerte maximale
lesson-field-failing-share = Part des requêtes en échec
lesson-field-mean-latency-ms = Latence moyenne
lesson-field-max-utilization = Étage le plus occupé
lesson-field-final-failing-share = Part en échec à 10 s
lesson-decision-min-instances = Minimum d’instances
lesson-decision-autoscaling = Mise à l’échelle automatique
lesson-decision-target-utilization = Utilisation cible
lesson-decision-ttl = TTL du cache
lesson-decision-warm-up = Lancer le préchauffage du cache
lesson-decision-shed = Délestage
lesson-decision-feature = Fonctionnalité lourde (recommandations)
lesson-decision-rollback = Revenir à la dernière bonne version

lesson-cli-list = { $title } · { $kind ->
        [arch] architecture
       *[oncall] de garde, { $minutes } min
    } · { $count ->
        [0] aucun objectif
        [one] un objectif
       *[other] { $count } objectifs
    }
lesson-cli-list-builtin = intégrée
lesson-cli-list-broken = illisible
lesson-cli-check-ok = { $id } : la leçon est valide.
lesson-cli-check-plays = Elle joue { $what }.
lesson-cli-check-steps = { $steps ->
        [0] Aucune étape
        [one] Une étape
       *[other] { $steps } étapes
    }, { $predictions ->
        [0] aucune prédiction
        [one] une prédiction
       *[other] { $predictions } prédictions
    }, { $hints ->
        [0] aucun indice
        [one] un indice
       *[other] { $hints } indices
    }.
lesson-cli-check-objectives = Objectifs
lesson-cli-plays-arch = le chemin d’architecture
lesson-cli-grade-passed = réussie
lesson-cli-grade-failed = non réussie
lesson-cli-grade-unreadable = impossible à noter
lesson-cli-grade-summary = Réussites : { $passed } sur { $total }.
lesson-cli-no-runs = Aucun fichier de simulation ni de configuration dans { $path }.
lesson-cli-unknown = Leçon inconnue « { $name } » : sre-sim lesson list les nomme ; un chemin doit se terminer par .ron.
lesson-cli-arch-lesson = La leçon { $id } se joue sur le chemin d’architecture : ouvrez-la dans la fenêtre (sre-sim --lesson { $id }) et notez une configuration enregistrée avec sre-sim lesson grade.
lesson-cli-folder-needs-lesson = Un dossier se note d’après une seule leçon : donnez-la d’abord, sre-sim lesson grade LEÇON { $path }
lesson-cli-carried-differs = La leçon que porte { $path } n’est pas la leçon intégrée qu’elle nomme : notée selon la leçon intégrée.
lesson-cli-carried-invalid = { $path } porte une leçon inutilisable : { $message }
lesson-cli-run-names-no-lesson = { $path } n’a pas été jouée dans une leçon : donnez d’abord la leçon, sre-sim lesson grade LEÇON { $path }
