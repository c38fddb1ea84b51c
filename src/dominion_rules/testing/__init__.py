"""Scenario tables for Dominion tests."""
