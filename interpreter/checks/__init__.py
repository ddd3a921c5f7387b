"""The second floor: what the schemas cannot see, checked over a content set's definitions.

``semantic`` runs them all (references resolved through the schemas' ``x-ref``, code, the board);
``cards``, ``names``, ``types``, ``pictograms``, ``usage`` and ``rulings`` each check one concern and
report into the content set's report, located at the declaration that is wrong.
"""
