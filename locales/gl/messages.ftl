## O que dixo o sistema dun ficheiro, nas palabras da aplicación (o resto
## en app.ftl).

app-io-link-loop = o camiño dá voltas entre ligazóns simbólicas
app-io-name-too-long = o nome é longo de máis
app-io-too-many-open = hai demasiados ficheiros abertos
app-io-device = o disco non o puido ler nin escribir (erro de entrada/saída)
app-io-quota = a cota do disco está esgotada
app-io-file-too-large = o ficheiro é grande de máis para este disco
app-io-folder-not-empty = o cartafol non está baleiro
app-io-invalid-name = o nome non é válido neste disco
app-io-invalid-path = o camiño non nomea un ficheiro
app-io-busy = está en uso
app-io-crosses-devices = pasaría a outro disco
app-io-too-many-links = ten demasiadas ligazóns
app-io-stale = o ficheiro de rede xa non está
app-io-timed-out = o disco non respondeu a tempo
app-io-interrupted = interrompeuse
app-io-unsupported = o disco non o permite
app-io-out-of-memory = non hai memoria abonda
app-io-unexpected-end = o ficheiro remata antes de tempo
app-io-other-code = o sistema negouse (o seu erro { $code })
app-io-other = o sistema negouse sen dicir por que
app-io-left-behind = { $message }; quedou o ficheiro temporal { $path }

## O que debe ser o valor dunha decisión.

oncall-expected-instances = un número enteiro de instancias
oncall-expected-on-off = on ou off
oncall-expected-no-value = ningún valor
oncall-expected-share-half = unha parte como 0.5
oncall-expected-share = unha parte como 0.6
oncall-expected-seconds = segundos
