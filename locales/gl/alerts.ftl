## Máis alá da páxina orixinal, na lapela de garda: as outras dúas alertas de
## taxa de consumo do Site Reliability Workbook (cap. 5), ao lado da alerta da
## páxina orixinal, que segue sendo a do xogo.

oncall-chart-burn-6h = Taxa 6 h, alén do orixinal
oncall-chart-page-6h-line = Alerta 6×, alén do orixinal
oncall-chart-ticket-line = Incidencia 1×, alén do orixinal
oncall-alerts-line = Máis alá da páxina orixinal: taxa de consumo en 30 min { $burn30m }, 6 h { $burn6h }, 3 d { $burn3d } · segunda alerta { $page ->
        [yes] activa
       *[no] en repouso
    } · incidencia { $ticket ->
        [yes] aberta
       *[no] pechada
    }
oncall-alerts-hidden = Máis alá da páxina orixinal: as alertas quedan agochadas ata que fagas a túa predición.
oncall-alerts-hint = As outras dúas alertas do Site Reliability Workbook, ao lado da alerta da páxina orixinal (14,4× en 1 h e 5 min): unha segunda alerta cando a taxa de consumo chega a 6× en 6 h e en 30 min (o 5 % do orzamento en 6 h), e unha incidencia cando chega a 1× en 3 días e en 6 h (o 10 % do orzamento en 3 días). Preme para ver a relación.
ref-oncall-alerts-title = Máis alá da páxina orixinal: a segunda alerta e a incidencia
ref-oncall-alerts = Máis alá da páxina orixinal: taxa de consumo (xanela) = taxa de erros media na xanela / 0,1 %; segunda alerta cando taxa (6 h) ≥ 6 e taxa (30 min) ≥ 6 (o 5 % do orzamento en 6 h); incidencia cando taxa (3 d) ≥ 1 e taxa (6 h) ≥ 1 (o 10 % do orzamento en 3 días); cada xanela comeza enchida co minuto de apertura
ref-alerts-state = segunda alerta { $page ->
        [yes] activa
       *[no] en repouso
    }, incidencia { $ticket ->
        [yes] aberta
       *[no] pechada
    }
ref-assume-alerts = Máis alá da páxina orixinal, a segunda alerta e a incidencia do Workbook calcúlanse como a taxa de consumo en 1 h: as súas xanelas de 30 minutos, 6 horas e 3 días comezan enchidas co minuto de apertura (minuto 0), así que unha simulación máis nova ca unha xanela conta a taxa de erros da apertura para os minutos anteriores ao seu comezo. Sen erros na apertura, unha taxa de consumo constante de b× activa a segunda alerta despois de 6 × 360 ÷ b minutos e a incidencia despois de 4 320 ÷ b minutos. Ningunha das dúas cambia a alerta da páxina orixinal, que segue sendo a do xogo.
lesson-field-burn-rate-5m = Taxa de consumo (5 min)
lesson-field-burn-rate-30m = Taxa de consumo (30 min)
lesson-field-burn-rate-6h = Taxa de consumo (6 h)
lesson-field-burn-rate-3d = Taxa de consumo (3 d)
lesson-field-paging-6h = Minutos de segunda alerta (6 h)
lesson-field-ticket = Minutos con incidencia aberta
