"""Text tooling of the edition: parse reading texts, align them with the witnesses, report."""
