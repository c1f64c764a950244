/*
 * TEST ONLY: NEVER SHIP THIS IN THE ZIP.
 *
 * Rust's standard library on Windows takes its random bytes (the seeds of
 * HashMap's hasher) from ProcessPrng in bcryptprimitives.dll, which every
 * Windows 10 and 11 has. Wine 8 (Debian 12's) has no such DLL, so the exe
 * exits at start with code 53 and says nothing. packaging/check-windows.sh
 * builds this stand-in with mingw into its temporary folder, beside the
 * exe it unpacked, and only there: ProcessPrng forwards to RtlGenRandom
 * (advapi32's SystemFunction036), which Wine has.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T length)
{
    while (length > 0) {
        ULONG chunk = length > 0x7fffffff ? 0x7fffffff : (ULONG)length;
        if (!SystemFunction036(data, chunk))
            return FALSE;
        data += chunk;
        length -= chunk;
    }
    return TRUE;
}
