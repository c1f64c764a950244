## Au-delà de la page source, dans l’onglet de garde : les deux autres alertes
## de taux de consommation du Site Reliability Workbook (ch. 5), à côté de l’alerte
## de la page source, qui reste celle du jeu.

oncall-chart-burn-6h = Taux 6 h, au-delà de la source
oncall-chart-page-6h-line = Alerte 6×, au-delà de la source
oncall-chart-ticket-line = Ticket 1×, au-delà de la source
oncall-alerts-line = Au-delà de la page source : taux de consommation sur 30 min { $burn30m }, 6 h { $burn6h }, 3 j { $burn3d } · seconde alerte { $page ->
        [yes] déclenchée
       *[no] au repos
    } · ticket { $ticket ->
        [yes] ouvert
       *[no] fermé
    }
oncall-alerts-hidden = Au-delà de la page source : les alertes restent masquées jusqu’à votre prédiction.
oncall-alerts-hint = Les deux autres alertes du Site Reliability Workbook, à côté de l’alerte de la page source (14,4× sur 1 h et 5 min) : une seconde alerte quand le taux de consommation atteint 6× sur 6 h et sur 30 min (5 % du budget en 6 h), un ticket quand il atteint 1× sur 3 jours et sur 6 h (10 % du budget en 3 jours). Cliquez pour voir la relation.
ref-oncall-alerts-title = Au-delà de la page source : la seconde alerte et le ticket
ref-oncall-alerts = Au-delà de la page source : taux de consommation (fenêtre) = taux d’erreur moyen sur la fenêtre / 0,1 % ; seconde alerte quand taux (6 h) ≥ 6 et taux (30 min) ≥ 6 (5 % du budget en 6 h) ; ticket quand taux (3 j) ≥ 1 et taux (6 h) ≥ 1 (10 % du budget en 3 jours) ; chaque fenêtre démarre remplie avec la minute d’ouverture
ref-alerts-state = seconde alerte { $page ->
        [yes] déclenchée
       *[no] au repos
    }, ticket { $ticket ->
        [yes] ouvert
       *[no] fermé
    }
ref-assume-alerts = Au-delà de la page source, la seconde alerte et le ticket du Workbook se calculent comme le taux de consommation sur 1 h : leurs fenêtres de 30 minutes, 6 heures et 3 jours démarrent remplies avec la minute d’ouverture (minute 0) ; une simulation plus jeune qu’une fenêtre compte donc le taux d’erreur de l’ouverture pour les minutes d’avant son début. Sans erreurs à l’ouverture, un taux de consommation constant de b× déclenche la seconde alerte au bout de 6 × 360 ÷ b minutes et le ticket au bout de 4 320 ÷ b minutes. Ni l’une ni l’autre ne change l’alerte de la page source, qui reste celle du jeu.
lesson-field-burn-rate-5m = Taux de consommation (5 min)
lesson-field-burn-rate-30m = Taux de consommation (30 min)
lesson-field-burn-rate-6h = Taux de consommation (6 h)
lesson-field-burn-rate-3d = Taux de consommation (3 j)
lesson-field-paging-6h = Minutes de seconde alerte (6 h)
lesson-field-ticket = Minutes de ticket ouvert
