"""The first floor: content text to definitions, with every problem located.

``syntax`` (Lark, and the errors a designer reads), ``lalr`` and ``parsetables`` (the fast path for
valid text, from Lark's own tables; ``parsegen`` writes them), ``transform`` (parse trees to plain
data that remembers its positions), ``schema`` and ``schemacode`` (JSON Schema validation, compiled),
``loader`` (folders and overlays to one :class:`~.definitions.ContentSet`), ``cache`` (checked files,
parser tables and Fluent syntax trees on disk), ``fluentfiles`` (a Fluent file read into its syntax
tree, every problem located: the checks and the words both read ``.ftl`` files through it), ``vocabulary`` (the primitives' signatures), ``unparse`` (plain data back
to notation), ``lexer`` and ``textmate`` (highlighting), ``reference`` (the primitives' reference page).

Nothing here knows the game's rules or its words; the floors above build on these definitions.
"""
