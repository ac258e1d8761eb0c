-- Spec §3 Institution portfolioAllowed: may posts of a course go into its learners' portfolios?
-- Not when the course belongs to an institution that does not allow portfolios. Social asks this
-- function (server/domains/social/portfolio-scope.ts) without knowing of institutions; the rule is
-- institutions' (docs/domains/institutions.md). A SQL function PostgreSQL inlines into the query.
CREATE OR REPLACE FUNCTION course_portfolio_allowed(target uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT NOT EXISTS (
    SELECT 1 FROM institution_courses ic JOIN institutions i ON i.id = ic.institution_id
    WHERE ic.course_id = target AND NOT i.portfolio_allowed)
$$;
