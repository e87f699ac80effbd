// Inlining hints for the hot loops' lambdas (the solvers, the playouts).
#pragma once

#if defined(__GNUC__) || defined(__clang__)
// A lambda inlined into its caller (GCC calls it otherwise, and ignores the [[gnu::]]
// form on lambdas).
#define BAZA_LAMBDA_INLINE __attribute__((always_inline))
#else
#define BAZA_LAMBDA_INLINE
#endif

#if defined(__clang__)
// Inlined under clang (the WebAssembly build), which otherwise calls these lambdas;
// GCC inlines them itself and does worse when told to (random playouts +1% instructions).
#define BAZA_CLANG_LAMBDA_INLINE __attribute__((always_inline))
#else
#define BAZA_CLANG_LAMBDA_INLINE
#endif
