## Beyond the seed, on the on-call tab: the Site Reliability Workbook's other
## two burn-rate alerts (ch. 5), beside the seed's page, which stays the game's.

oncall-chart-burn-6h = Burn 6 h, beyond the seed
oncall-chart-page-6h-line = 6× page, beyond the seed
oncall-chart-ticket-line = 1× ticket, beyond the seed
oncall-alerts-line = Beyond the seed: burn rate over 30 min { $burn30m }, 6 h { $burn6h }, 3 d { $burn3d } · second page { $page ->
        [yes] firing
       *[no] quiet
    } · ticket { $ticket ->
        [yes] open
       *[no] closed
    }
oncall-alerts-hidden = Beyond the seed: the alerts are hidden until you have guessed.
oncall-alerts-hint = The Site Reliability Workbook’s other two alerts, beside the seed’s page (14.4× over 1 h and 5 min): a second page when the burn rate is at least 6× over 6 h and over 30 min (5 % of the budget in 6 h), a ticket when it is at least 1× over 3 days and over 6 h (10 % of the budget in 3 days). Click for the relation.
ref-oncall-alerts-title = Beyond the seed: the second page and the ticket
ref-oncall-alerts = Beyond the seed: burn (window) = mean error rate over the window / 0.1 %; second page when burn (6 h) ≥ 6 and burn (30 min) ≥ 6 (5 % of the budget in 6 h); ticket when burn (3 d) ≥ 1 and burn (6 h) ≥ 1 (10 % of the budget in 3 days); every window pre-filled with the opening minute
ref-alerts-state = second page { $page ->
        [yes] firing
       *[no] quiet
    }, ticket { $ticket ->
        [yes] open
       *[no] closed
    }
ref-assume-alerts = Beyond the seed, the Workbook’s second page and ticket are computed as the 1 h burn rate is: their 30-minute, 6-hour and 3-day windows start filled with the opening minute (minute 0), so a run younger than a window counts the opening minute’s error rate for the minutes before it started. With no errors at the opening, a steady burn of b× sets off the second page after 6 × 360 ÷ b minutes and the ticket after 4 320 ÷ b minutes. Neither changes the seed’s page, which stays the game’s.
lesson-field-burn-rate-5m = 5-minute burn rate
lesson-field-burn-rate-30m = 30-minute burn rate
lesson-field-burn-rate-6h = 6-hour burn rate
lesson-field-burn-rate-3d = 3-day burn rate
lesson-field-paging-6h = Minutes of the second page (6 h)
lesson-field-ticket = Minutes with the ticket open
