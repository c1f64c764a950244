## What the system said about a file, in the app's words (more in app.ftl).

app-io-link-loop = the path loops through symbolic links
app-io-name-too-long = the name is too long
app-io-too-many-open = too many files are open
app-io-device = the disk could not read or write it (input/output error)
app-io-quota = the disk quota is used up
app-io-file-too-large = the file is too large for this disk
app-io-folder-not-empty = the folder is not empty
app-io-invalid-name = the name is not valid on this disk
app-io-invalid-path = the path does not name a file
app-io-busy = it is in use
app-io-crosses-devices = it would move to another disk
app-io-too-many-links = it has too many links
app-io-stale = the network file is no longer there
app-io-timed-out = the disk did not answer in time
app-io-interrupted = it was interrupted
app-io-unsupported = the disk does not support it
app-io-out-of-memory = there is not enough memory
app-io-unexpected-end = the file ended too early
app-io-other-code = the system refused (its error { $code })
app-io-other = the system refused without saying why
app-io-left-behind = { $message }; the temporary file { $path } was left behind

## What a decision's value should be.

oncall-expected-instances = a whole number of instances
oncall-expected-on-off = on or off
oncall-expected-no-value = no value
oncall-expected-share-half = a share such as 0.5
oncall-expected-share = a share such as 0.6
oncall-expected-seconds = seconds
